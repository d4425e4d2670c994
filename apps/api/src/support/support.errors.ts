import { HttpStatus } from '@nestjs/common';
import { ErrorCode, SUPPORT_TEXTS } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const SupportErrors = defineErrors('support', {
  /** Also what a stranger gets for someone else's ticket: its existence is not revealed. */
  ticketNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, SUPPORT_TEXTS.ticketNotFound],
  /** order_id names no order of the shopper's. */
  orderNotFound: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, SUPPORT_TEXTS.orderNotFound],
  /** An attachment id that is unknown, someone else's upload or already attached to a message. */
  unusableAttachment: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, SUPPORT_TEXTS.attachmentNotFound],
  attachmentNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Image not found'],
  assigneeNotAdmin: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, SUPPORT_TEXTS.assigneeNotAdmin],
  contactNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, SUPPORT_TEXTS.contactNotFound],
  contactSenderHasNoAccount: [HttpStatus.CONFLICT, ErrorCode.Conflict, SUPPORT_TEXTS.contactNoAccount],
  contactSenderNotVerified: [HttpStatus.CONFLICT, ErrorCode.Conflict, SUPPORT_TEXTS.contactSenderNotVerified],
  contactAlreadyConverted: [HttpStatus.CONFLICT, ErrorCode.Conflict, SUPPORT_TEXTS.contactConverted],
});
