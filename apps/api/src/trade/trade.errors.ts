import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { TRADE_MESSAGES } from '@phonehub/domain';
import { AppError } from '../common/errors/app-error';

export class DeviceNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, TRADE_MESSAGES.deviceNotFound);
  }
}

export class DevicePricingNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Device pricing not found');
  }
}

export class DevicePricingExistsError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'Pricing for this brand and model already exists');
  }
}

export class UnknownStorageError extends AppError {
  constructor(options: readonly string[]) {
    super(
      HttpStatus.BAD_REQUEST,
      ErrorCode.ValidationFailed,
      `Storage must be one of: ${options.join(', ')}`,
    );
  }
}

export class TradeImageNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Image not found');
  }
}

export class UnknownTradeImageError extends AppError {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      ErrorCode.ValidationFailed,
      'One of the photos was not found. Please upload it again.',
    );
  }
}

/** Someone else's upload: the id is public (it is in the photo's URL), the token is not. */
export class TradeImageNotYoursError extends AppError {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      ErrorCode.Forbidden,
      'One of the photos was not uploaded by you. Please upload it again.',
    );
  }
}

export class TradeImageTakenError extends AppError {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      ErrorCode.Conflict,
      'One of the photos is already part of another trade-in. Please upload it again.',
    );
  }
}

export class UnknownTradePartnerError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, TRADE_MESSAGES.partner);
  }
}

/** Unknown, malformed or someone else's: the same answer, so ids cannot be probed. */
export class TradeNotFoundError extends AppError {
  constructor(detail = 'Trade request not found') {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, detail);
  }
}

export class RejectionReasonRequiredError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'Please give a reason for the rejection');
  }
}

/** A serial that reads as an IMEI but whose check digit does not match (or not 15 digits). */
export class InvalidImeiError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, TRADE_MESSAGES.imeiInvalid);
  }
}

/** The IMEI is on the lost-or-stolen blocklist (or the plugged-in registry says so). */
export class BlockedImeiError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, TRADE_MESSAGES.imeiBlocked);
  }
}

export class ImeiInOpenTradeError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, TRADE_MESSAGES.imeiInOpenTrade);
  }
}

export class ImeiBlockNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'This IMEI is not on the blocklist');
  }
}

export class ImeiAlreadyBlockedError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'This IMEI is already on the blocklist');
  }
}

/** A step whose details are missing (the counteroffer's value and reason, the transfer's reference). */
export class TradeStepDetailsError extends AppError {
  constructor(detail: string) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, detail);
  }
}

/** The step exists but is not this one's to take now (payout chosen, not settled, customer-only). */
export class TradeStepConflictError extends AppError {
  constructor(detail: string) {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, detail);
  }
}
