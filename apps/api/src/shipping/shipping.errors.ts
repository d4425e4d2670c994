import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const ShippingErrors = defineErrors('shipping', {
  invalidWebhook: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'Invalid carrier webhook signature'],
  carrierUnavailable: [
    HttpStatus.BAD_GATEWAY,
    ErrorCode.Internal,
    'The carrier could not be reached. Please try again in a minute.',
  ],
  refused: [
    HttpStatus.UNPROCESSABLE_ENTITY,
    ErrorCode.ValidationFailed,
    (message: string) => `The carrier refused the label: ${message}`,
  ],
  labelExists: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'A label was already bought for this parcel.'],
  unknownRate: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    'That rate is not one the carrier quoted for this parcel: ask for the rates again.',
  ],
});
