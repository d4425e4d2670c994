import type { ReturnStatus } from '@phonehub/contracts';
import { CONTACT_DETAILS, formatDollars, orderReference, RETURN_WINDOW_DAYS } from '@phonehub/domain';
import type { MailMessage } from '../../../mail/mail-transport';
import { linesMail } from '../../mail/order-mail';
import { CARD_REFUND_DELAY, refundDestinationLines } from '../../mail/order-refunded.mail';
import type { ReturnForMail } from '../returns-query.service';

interface StepText {
  subject: (reference: string) => string;
  body: (input: ReturnForMail, reference: string) => string[];
}

const refund = (input: ReturnForMail) => formatDollars(input.orderReturn.refund_amount);
/** Where the refund goes: the card, or for an order store credit paid part of, the card first and then store credit. */
const refundTo = (input: ReturnForMail) =>
  input.paidWithCredit
    ? 'to how you paid: your card first, then your PhoneHub store credit'
    : 'to your original payment method';
const noteLines = (input: ReturnForMail, label: string) =>
  input.orderReturn.note ? ['', `${label}: ${input.orderReturn.note}`] : [];

/** What the shopper is told at each step of a return. */
const STEPS: Record<ReturnStatus, StepText> = {
  requested: {
    subject: (ref) => `We received your return request for order #${ref}`,
    body: (input, ref) => [
      `We received your request to return these items from order #${ref}:`,
      ...itemLines(input),
      '',
      `Refund once we receive them: ${refund(input)} (the items and their tax; shipping is not refunded).`,
      '',
      'What happens next: we review your request, usually within 2 business days, and email you the send-back instructions once it is approved.',
      'Please do not send anything before then, and keep the items together with their accessories and packaging.',
    ],
  },
  approved: {
    subject: (ref) => `Your return for order #${ref} is approved`,
    body: (input, ref) => [
      `Your return for order #${ref} is approved. Please send back:`,
      ...itemLines(input),
      '',
      `Pack the items securely with their accessories and put a note with your order number #${ref} in the box.`,
      `Your prepaid return label follows in a separate email: print it, stick it on the parcel and ship it within ${RETURN_WINDOW_DAYS} days.`,
      ...noteLines(input, 'A note from our team'),
      '',
      `Once the items arrive we refund ${refund(input)} ${refundTo(input)}.`,
    ],
  },
  rejected: {
    subject: (ref) => `Your return request for order #${ref} was not approved`,
    body: (input, ref) => [
      `We are sorry: we could not approve your return request for order #${ref}.`,
      ...noteLines(input, 'The reason'),
      '',
      `If you have questions, reply to this email or write to ${CONTACT_DETAILS.supportEmail}.`,
    ],
  },
  received: {
    subject: (ref) => `We received your returned items for order #${ref}`,
    body: (input, ref) => [
      `Your returned items for order #${ref} arrived:`,
      ...itemLines(input),
      ...noteLines(input, 'A note from our team'),
      '',
      `We are refunding ${refund(input)} ${refundTo(input)} and will email you once it is done.`,
    ],
  },
  refunded: {
    subject: (ref) => `Your return for order #${ref} is complete`,
    body: (input, ref) =>
      input.refundParts && input.refundParts.creditCents > 0
        ? [
            `We refunded ${refund(input)} for your returned items of order #${ref}.`,
            ...refundDestinationLines(input.refundParts.cardCents, input.refundParts.creditCents),
          ]
        : [
            `We refunded ${refund(input)} for your returned items of order #${ref} to your original payment method.`,
            CARD_REFUND_DELAY,
          ],
  },
};

function itemLines(input: ReturnForMail): string[] {
  return input.orderReturn.items.map((i) => `${i.quantity} × ${i.product_name}`);
}

/** The mail for one step of a return (`status`: the step announced, even if the return has moved on since). */
export function returnStatusMail(status: ReturnStatus, input: ReturnForMail): MailMessage {
  const reference = orderReference(input.orderReturn.order_id);
  const step = STEPS[status];
  return linesMail(input.email, step.subject(reference), [
    `Hi ${input.name || 'there'},`,
    '',
    ...step.body(input, reference),
    '',
    'The PhoneHub team',
  ]);
}
