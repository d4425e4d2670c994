import { HttpStatus } from '@nestjs/common';
import { ErrorCode, SUPPORT_TEXTS } from '@phonehub/contracts';
import { AppError } from '../common/errors/app-error';

/** Also what a stranger gets for someone else's ticket: its existence is not revealed. */
export class SupportTicketNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, SUPPORT_TEXTS.ticketNotFound);
  }
}

/** order_id names no order of the shopper's. */
export class SupportOrderNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, SUPPORT_TEXTS.orderNotFound);
  }
}

/** An attachment id that is unknown, someone else's upload or already attached to a message. */
export class SupportAttachmentError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, SUPPORT_TEXTS.attachmentNotFound);
  }
}

export class SupportAttachmentNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Image not found');
  }
}

export class AssigneeNotAdminError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, SUPPORT_TEXTS.assigneeNotAdmin);
  }
}

export class ContactMessageNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, SUPPORT_TEXTS.contactNotFound);
  }
}

export class ContactSenderHasNoAccountError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, SUPPORT_TEXTS.contactNoAccount);
  }
}

export class ContactAlreadyConvertedError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, SUPPORT_TEXTS.contactConverted);
  }
}
