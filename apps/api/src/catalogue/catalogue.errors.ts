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
