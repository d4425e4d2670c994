import { HttpStatus } from '@nestjs/common';
import { ErrorCode, MAIL_TEXTS } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const MailErrors = defineErrors('mail', {
  notFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, MAIL_TEXTS.notFound],
  /** A resend of a mail that is not failed (sent, or still being tried). */
  notResendable: [HttpStatus.CONFLICT, ErrorCode.InvalidTransition, MAIL_TEXTS.notResendable],
});
