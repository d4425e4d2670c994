import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../../common/errors/app-error';

export const PayoutErrors = defineErrors('payout', {
  /** Money leaves only for a seller who owns their address (issue 34); the seller portal says so too. */
  sellerEmailNotVerified: [
    HttpStatus.FORBIDDEN,
    ErrorCode.EmailNotVerified,
    'Verify your email address before setting up payouts: we only pay sellers whose address is verified.',
  ],
});
