import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const PayoutAccountErrors = defineErrors('payout-account', {
  providerUnavailable: [
    HttpStatus.BAD_GATEWAY,
    ErrorCode.Internal,
    'The payment provider could not be reached to set up payouts. Please try again in a minute.',
  ],
  refused: [
    HttpStatus.BAD_GATEWAY,
    ErrorCode.Internal,
    'The payment provider could not start the payout set-up. Please try again later or contact support.',
  ],
});
