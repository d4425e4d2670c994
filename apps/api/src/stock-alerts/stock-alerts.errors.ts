import { HttpStatus } from '@nestjs/common';
import { ErrorCode, STOCK_ALERT_TEXTS } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const StockAlertErrors = defineErrors('stockAlert', {
  /** A back-in-stock request for a product that has stock (it came back while the page was open). */
  productInStock: [HttpStatus.CONFLICT, ErrorCode.Conflict, STOCK_ALERT_TEXTS.inStock],
});
