import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { PARTNER_MESSAGES } from '@phonehub/domain';
import { AppError } from '../common/errors/app-error';

/** A second application while one is pending or approved; the form keys on 'already exists'. */
export class PartnerApplicationExistsError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, PARTNER_MESSAGES.duplicate);
  }
}

/** A seller needs no application (e.g. one set up before the partner program). */
export class AlreadySellerError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'Your account can already sell on PhoneHub.');
  }
}

export class PartnerApplicationNotFoundError extends AppError {
  constructor(detail: string = PARTNER_MESSAGES.applicationNotFound) {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, detail);
  }
}
