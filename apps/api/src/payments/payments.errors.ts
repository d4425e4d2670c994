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

/** "Pay now" for an order that is no longer waiting for its payment. */
export class OrderNotPayableError extends AppError {
  constructor(reason: 'paid' | 'cancelled') {
    super(
      HttpStatus.CONFLICT,
      ErrorCode.Conflict,
      reason === 'paid' ? 'This order is already paid' : 'This order was cancelled, so it can no longer be paid',
    );
  }
}

/** "Pay now" after the order's units went back (or would be held past the longest hold). */
export class CheckoutHoldEndedError extends AppError {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      ErrorCode.Conflict,
      'The items of this order are no longer reserved, so it can no longer be paid. Please add them to your cart and check out again.',
    );
  }
}

/** Two "Pay now" at once for one order: the other one's payment page is the one to use. */
export class CheckoutBusyError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'A payment for this order was just started. Please try again in a moment.');
  }
}
