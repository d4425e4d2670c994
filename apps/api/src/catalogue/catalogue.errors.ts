import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { AppError } from '../common/errors/app-error';

/** Unknown, malformed, inactive or from a suspended seller: to a shopper these are all the same. */
export class ProductNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Product not found');
  }
}

export class ReviewAlreadyExistsError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'You have already reviewed this product');
  }
}

export class ProductImageNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Image not found');
  }
}

/** A line to reserve names a product that does not exist or cannot be bought any more. */
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

export class ReviewNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Review not found');
  }
}

export class ReviewAlreadyReportedError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'You have already reported this review');
  }
}

export class OwnReviewReportError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'You cannot report your own review');
  }
}
