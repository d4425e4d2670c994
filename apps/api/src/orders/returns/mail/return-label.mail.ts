import { CONTACT_DETAILS, orderReference, RETURN_WINDOW_DAYS } from '@phonehub/domain';
import type { MailMessage } from '../../../mail/mail-transport';
import { linesMail } from '../../mail/order-mail';
import type { ReturnForMail } from '../returns-query.service';

/** The approved return's prepaid label: where to print it, what goes in the box, and by when to send it. */
export function returnLabelMail(input: ReturnForMail): MailMessage | null {
  const label = input.orderReturn.label;
  if (!label?.label_url) return null;
  const reference = orderReference(input.orderReturn.order_id);
  return linesMail(input.email, `Your prepaid return label for order #${reference}`, [
    `Hi ${input.name || 'there'},`,
    '',
    `Here is your prepaid return label for order #${reference}. Print it and stick it on the parcel:`,
    label.label_url,
    '',
    'Please pack:',
    ...input.orderReturn.items.map((i) => `${i.quantity} × ${i.product_name}`),
    '',
    `Carrier: ${label.carrier} ${label.service}. Tracking number: ${label.tracking_code}.`,
    `Drop it off within ${RETURN_WINDOW_DAYS} days. We refund you once the carrier delivers it to us; you can follow it on your orders page.`,
    '',
    `Questions? Reply to this email or write to ${CONTACT_DETAILS.supportEmail}.`,
    '',
    'The PhoneHub team',
  ]);
}
