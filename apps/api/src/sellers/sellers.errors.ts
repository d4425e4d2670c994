import { ForbiddenError, NotFoundError } from '../common/errors/app-error';

/** /api/seller/* for a signed-in user who is not a seller. */
export class SellerAccessRequiredError extends ForbiddenError {
  constructor() {
    super('Seller access required');
  }
}

/** /api/seller/* for a seller an admin suspended. */
export class SellerSuspendedError extends ForbiddenError {
  constructor() {
    super('Your seller account is suspended');
  }
}

export class SellerNotFoundError extends NotFoundError {
  constructor() {
    super('Seller not found');
  }
}
