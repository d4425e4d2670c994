import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const PaymentErrors = defineErrors('payments', {
  invalidOrigin: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    'origin_url is not an address of this shop',
  ],
  invalidWebhook: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'Invalid webhook signature'],
  checkoutSessionNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Checkout session not found'],
  /** The provider did not answer while an event was being checked; the provider retries the webhook. */
  providerUnavailable: [
    HttpStatus.BAD_GATEWAY,
    ErrorCode.Internal,
    'The payment provider could not be reached',
  ],
  /** "Pay now" for an order that is no longer waiting for its payment. */
  orderNotPayable: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    (reason: 'paid' | 'cancelled') =>
      reason === 'paid'
        ? 'This order is already paid'
        : 'This order was cancelled, so it can no longer be paid',
  ],
  /** "Pay now" after the order's units went back (or would be held past the longest hold). */
  checkoutHoldEnded: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'The items of this order are no longer reserved, so it can no longer be paid. Please add them to your cart and check out again.',
  ],
  /** "Pay now" for an order holding a line whose product was delisted or whose seller was suspended. */
  lineNoLongerSold: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    (name: string) =>
      `${name} is no longer sold, so this order can no longer be paid. Please cancel it and check out again without it.`,
  ],
  /** Two "Pay now" at once for one order: the other one's payment page is the one to use. */
  checkoutBusy: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'A payment for this order was just started. Please try again in a moment.',
  ],
});
