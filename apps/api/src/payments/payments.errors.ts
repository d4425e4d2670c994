import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { AppError } from '../common/errors/app-error';

export class InvalidOriginError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'origin_url is not an address of this shop');
  }
}

/** The payment provider did not answer or refused; the order was cancelled and nothing was charged. */
export class CheckoutUnavailableError extends AppError {
  constructor() {
    super(HttpStatus.BAD_GATEWAY, ErrorCode.Internal, 'Failed to create checkout session');
  }
}

export class InvalidWebhookError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'Invalid webhook signature');
  }
}

export class CheckoutSessionNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Checkout session not found');
  }
}

/** The provider did not answer while an event was being checked; the provider retries the webhook. */
export class PaymentProviderUnavailableError extends AppError {
  constructor() {
    super(HttpStatus.BAD_GATEWAY, ErrorCode.Internal, 'The payment provider could not be reached');
  }
}
