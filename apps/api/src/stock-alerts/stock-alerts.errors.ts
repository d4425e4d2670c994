import { HttpStatus } from '@nestjs/common';
import { ErrorCode, STOCK_ALERT_TEXTS } from '@phonehub/contracts';
import { AppError } from '../common/errors/app-error';

/** A back-in-stock request for a product that has stock (it came back while the page was open). */
export class ProductInStockError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, STOCK_ALERT_TEXTS.inStock);
  }
}
