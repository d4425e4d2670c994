import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const SellerErrors = defineErrors('seller', {
  /** /api/seller/* for a signed-in user who is not a seller. */
  accessRequired: [HttpStatus.FORBIDDEN, ErrorCode.Forbidden, 'Seller access required'],
  /** /api/seller/* for a seller an admin suspended. */
  suspended: [HttpStatus.FORBIDDEN, ErrorCode.Forbidden, 'Your seller account is suspended'],
  notFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Seller not found'],
});
