import { HttpStatus } from '@nestjs/common';
import { ErrorCode, STOCK_ALERT_TEXTS } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const StockAlertErrors = defineErrors('stockAlert', {
  /** A back-in-stock request for a product that has stock (it came back while the page was open). */
  productInStock: [HttpStatus.CONFLICT, ErrorCode.Conflict, STOCK_ALERT_TEXTS.inStock],
  /** A confirmation link that is unknown, already followed for a request since sent, or expired. */
  confirmLinkInvalid: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.InvalidVerificationToken,
    STOCK_ALERT_TEXTS.confirmLinkInvalid,
  ],
});
