import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const DisputeErrors = defineErrors('disputes', {
  notFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Dispute not found'],
  /** 409: the bank decided it; the provider takes no more evidence. */
  closed: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'This dispute is closed, so evidence can no longer be submitted.',
  ],
  /** 409: the provider refused the evidence for good (its reason is logged). */
  refused: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'The payment provider refused the evidence for this dispute. Please check the dispute at the provider.',
  ],
  /** 502: the provider did not answer; nothing was submitted. */
  providerUnavailable: [
    HttpStatus.BAD_GATEWAY,
    ErrorCode.Internal,
    'The payment provider could not be reached, so the evidence was not submitted. Please try again in a minute.',
  ],
});
