import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { AppError, ValidationFailedError } from '../../common/errors/app-error';

export class NothingToPayOutError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'Nothing to pay out');
  }
}

export class IdempotencyKeyRequiredError extends ValidationFailedError {
  constructor() {
    super('An Idempotency-Key header (1 to 255 characters) is required, so a retried payout pays once');
  }
}
