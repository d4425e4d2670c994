import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { formatCents } from '@phonehub/domain';
import { AppError } from '../../common/errors/app-error';

/** 422: more than is left of the payment (what was paid minus what is refunded or being refunded). */
export class RefundExceedsPaymentError extends AppError {
  constructor(leftCents: number) {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      ErrorCode.RefundExceedsPayment,
      `The refund cannot be more than the ${formatCents(leftCents)} left to refund`,
    );
  }
}

/** 409: the order holds no payment (unpaid, failed or already refunded in full). */
export class NoPaymentToRefundError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'This order has no payment to refund');
  }
}

/** 502: the payment provider refused or did not answer; nothing was refunded. */
export class RefundFailedError extends AppError {
  constructor() {
    super(
      HttpStatus.BAD_GATEWAY,
      ErrorCode.Internal,
      'The payment provider could not make the refund, so nothing was refunded. Please try again later.',
    );
  }
}

/** 409: a pending order's checkout turned out paid while the shopper cancelled it; once confirmed it can be cancelled with a refund. */
export class OrderJustPaidError extends AppError {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      ErrorCode.Conflict,
      'This order has just been paid. Please try again in a moment to cancel it with a refund.',
    );
  }
}

/** 502: the checkout could not be closed at the provider, so the order stays as it was. */
export class CancelUnavailableError extends AppError {
  constructor() {
    super(
      HttpStatus.BAD_GATEWAY,
      ErrorCode.Internal,
      'The payment provider could not be reached, so the order was not cancelled. Please try again later.',
    );
  }
}

/** 409: a guest's order that is paid holds money, so it is not cancelled with an email alone. */
export class GuestCancelPaidOrderError extends AppError {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      ErrorCode.Conflict,
      'This order has been paid, so it cannot be cancelled here. Please contact support to cancel it with a refund.',
    );
  }
}
