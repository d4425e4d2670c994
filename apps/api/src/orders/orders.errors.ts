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

/** A seller asked to ship an order holding none of its unshipped lines. */
export class NothingToShipError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'This order has nothing of yours left to ship');
  }
}

/** Shipping waits for the payment. */
export class OrderNotPaidError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'This order is not paid yet, so it cannot be shipped');
  }
}

export class OrderCancelledError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'This order was cancelled, so it cannot be shipped');
  }
}

/** The admin ships PhoneHub's own lines; an order of sellers' lines only is shipped by them. */
export class SellersStillShippingError extends AppError {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      ErrorCode.Conflict,
      'This order has no PhoneHub items left to ship; it is shipped once its sellers have shipped theirs',
    );
  }
}
