import { HttpStatus } from '@nestjs/common';
import { ErrorCode, MAIL_TEXTS } from '@phonehub/contracts';
import { AppError, NotFoundError } from '../common/errors/app-error';

export class MailNotFoundError extends NotFoundError {
  constructor() {
    super(MAIL_TEXTS.notFound);
  }
}

/** A resend of a mail that is not failed (sent, or still being tried). */
export class MailNotResendableError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.InvalidTransition, MAIL_TEXTS.notResendable);
  }
}
