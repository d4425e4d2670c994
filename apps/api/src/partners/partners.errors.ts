import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { PARTNER_MESSAGES } from '@phonehub/domain';
import { defineErrors } from '../common/errors/app-error';

export const PartnerErrors = defineErrors('partner', {
  /** A second application while one is pending or approved; the form keys on 'already exists'. */
  applicationExists: [HttpStatus.CONFLICT, ErrorCode.Conflict, PARTNER_MESSAGES.duplicate],
  /** A seller needs no application (e.g. one set up before the partner program). */
  alreadySeller: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'Your account can already sell on PhoneHub.'],
  /** Selling pays out money: the account must own its address first (issue 34). */
  emailNotVerified: [
    HttpStatus.FORBIDDEN,
    ErrorCode.EmailNotVerified,
    'Please verify your email address before applying: open the link we emailed you, or ask for a new one on your account page.',
  ],
  applicationNotFound: [
    HttpStatus.NOT_FOUND,
    ErrorCode.NotFound,
    (detail: string = PARTNER_MESSAGES.applicationNotFound) => detail,
  ],
});
