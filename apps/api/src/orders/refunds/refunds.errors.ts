import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { formatCents } from '@phonehub/domain';
import { defineErrors } from '../../common/errors/app-error';

export const RefundErrors = defineErrors('refunds', {
  /** 422: more than is left of the payment (what was paid minus what is refunded or being refunded). */
  exceedsPayment: [
    HttpStatus.UNPROCESSABLE_ENTITY,
    ErrorCode.RefundExceedsPayment,
    (leftCents: number) => `The refund cannot be more than the ${formatCents(leftCents)} left to refund`,
  ],
  /** 409: the order holds no payment (unpaid, failed or already refunded in full). */
  noPayment: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'This order has no payment to refund'],
  /** 409: the card holder's bank is disputing the payment; the dispute decides where the money goes. */
  disputed: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    "This order's payment is disputed; it cannot be refunded until the dispute closes.",
  ],
  /** 502: the payment provider refused or did not answer; nothing was refunded. */
  failed: [
    HttpStatus.BAD_GATEWAY,
    ErrorCode.Internal,
    'The payment provider could not make the refund, so nothing was refunded. Please try again later.',
  ],
  /** 409: a pending order's checkout turned out paid while the shopper cancelled it; once confirmed it can be cancelled with a refund. */
  orderJustPaid: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'This order has just been paid. Please try again in a moment to cancel it with a refund.',
  ],
  /** 502: the checkout could not be closed at the provider, so the order stays as it was. */
  cancelUnavailable: [
    HttpStatus.BAD_GATEWAY,
    ErrorCode.Internal,
    'The payment provider could not be reached, so the order was not cancelled. Please try again later.',
  ],
  /** 409: a guest's order that is paid holds money, so it is not cancelled with an email alone. */
  guestCancelPaidOrder: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'This order has been paid, so it cannot be cancelled here. Please contact support to cancel it with a refund.',
  ],
});
