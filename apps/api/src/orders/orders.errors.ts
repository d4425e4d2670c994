import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { AppError } from '../common/errors/app-error';

/** Unknown, malformed or someone else's: a shopper cannot tell them apart. */
export class OrderNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Order not found');
  }
}

export class CartQuantityError extends AppError {
  constructor(name: string) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, `Maximum quantity per item is 10 (${name})`);
  }
}

/** One client already holds (or this checkout would hold) more units than it may in open checkouts. */
export class HeldUnitsLimitError extends AppError {
  constructor(max: number) {
    super(
      HttpStatus.CONFLICT,
      ErrorCode.Conflict,
      `At most ${max} items can be reserved in open checkouts at a time. Please finish your other checkout or wait until it expires, or lower the quantities.`,
    );
  }
}

/** An order is shipped with its tracking number (given now or kept from before). */
export class TrackingNumberRequiredError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'A tracking number is required to ship an order');
  }
}
