import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const ReconciliationErrors = defineErrors('reconciliation', {
  badWindow: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    'The window must start before it ends and span at most 93 days.',
  ],
});
