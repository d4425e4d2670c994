import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { AppError } from '../common/errors/app-error';

/** Unknown, malformed or someone else's: a shopper cannot tell them apart. */
export class OrderNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Order not found');
  }
}

/** A cart line names a product that does not exist or cannot be bought any more. */
export class ProductUnavailableError extends AppError {
  constructor(name?: string) {
    super(
      HttpStatus.BAD_REQUEST,
      ErrorCode.ValidationFailed,
      name
        ? `${name} is no longer available. Please remove it from your cart.`
        : 'A product in your cart is no longer available. Please remove it from your cart.',
    );
  }
}

export class NotEnoughStockError extends AppError {
  constructor(name: string, available: number) {
    super(
      HttpStatus.BAD_REQUEST,
      ErrorCode.ValidationFailed,
      available > 0
        ? `Only ${available} of ${name} left in stock. Please lower the quantity.`
        : `${name} is out of stock. Please remove it from your cart.`,
    );
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
