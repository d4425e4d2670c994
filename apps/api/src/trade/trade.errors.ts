import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { TRADE_MESSAGES } from '@phonehub/domain';
import { defineErrors } from '../common/errors/app-error';

/** What the API says about bank payouts, which go by transfer to a recipient account at the payment provider. */
export const TRADE_PAYOUT_MESSAGES = {
  bankDetailsNotTaken:
    'Bank details are no longer taken here: set up payouts with our payment provider from your trade page.',
  bankPayoutByTransfer: 'Bank payouts are sent by transfer once the customer has set up payouts.',
  noBankPayout:
    'Payouts are set up for a bank payout: choose a bank transfer as the payout of this trade first.',
  bankPayoutSent: 'This bank payout has already been sent.',
} as const;

export const TradeErrors = defineErrors('trade', {
  deviceNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, TRADE_MESSAGES.deviceNotFound],
  pricingNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Device pricing not found'],
  pricingExists: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'Pricing for this brand and model already exists'],
  unknownStorage: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    (options: readonly string[]) => `Storage must be one of: ${options.join(', ')}`,
  ],
  imageNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Image not found'],
  unknownImage: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    'One of the photos was not found. Please upload it again.',
  ],
  /** Someone else's upload: the id is public (it is in the photo's URL), the token is not. */
  imageNotYours: [
    HttpStatus.FORBIDDEN,
    ErrorCode.Forbidden,
    'One of the photos was not uploaded by you. Please upload it again.',
  ],
  imageTaken: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'One of the photos is already part of another trade-in. Please upload it again.',
  ],
  unknownPartner: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, TRADE_MESSAGES.partner],
  /** Unknown, malformed or someone else's: the same answer, so ids cannot be probed. */
  notFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, (detail = 'Trade request not found') => detail],
  rejectionReasonRequired: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    'Please give a reason for the rejection',
  ],
  /** A serial that reads as an IMEI but whose check digit does not match (or not 15 digits). */
  invalidImei: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, TRADE_MESSAGES.imeiInvalid],
  /** The IMEI is on the lost-or-stolen blocklist (or the plugged-in registry says so). */
  blockedImei: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, TRADE_MESSAGES.imeiBlocked],
  imeiInOpenTrade: [HttpStatus.CONFLICT, ErrorCode.Conflict, TRADE_MESSAGES.imeiInOpenTrade],
  /** Checked again at review: the IMEI was blocklisted after the trade was sent. */
  blockedImeiAtReview: [HttpStatus.CONFLICT, ErrorCode.Conflict, TRADE_MESSAGES.imeiBlockedAtReview],
  imeiBlockNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'This IMEI is not on the blocklist'],
  imeiAlreadyBlocked: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'This IMEI is already on the blocklist'],
  /** A step whose details are missing (the counteroffer's value and reason, the transfer's reference). */
  stepDetailsMissing: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, (detail: string) => detail],
  /** The step exists but is not this one's to take now (payout chosen, not settled, customer-only). */
  stepConflict: [HttpStatus.CONFLICT, ErrorCode.Conflict, (detail: string) => detail],
});
