import type { Order } from '@phonehub/contracts';
import { formatCents, formatDollars, orderReference } from '@phonehub/domain';
import type { MailMessage } from '../../mail/mail-transport';
import { linesMail } from './order-mail';

/** What a bank needs before a card refund shows. */
export const CARD_REFUND_DELAY =
  'Depending on your bank it may take 5 to 10 business days to show on your statement.';
/** Store credit is there at once. */
export const CREDIT_REFUND_READY = 'Your store credit is ready to spend on your next order.';

/**
 * Where a refund went, in the shopper's words: all to the card, all to store credit, or split
 * (the card first, then store credit), with what follows for each.
 */
export function refundDestinationLines(cardCents: number, creditCents: number): string[] {
  if (creditCents <= 0) return [`It goes back to your original payment method. ${CARD_REFUND_DELAY}`];
  if (cardCents <= 0) return [`It goes back to your PhoneHub store credit. ${CREDIT_REFUND_READY}`];
  return [
    `${formatCents(cardCents)} goes back to your original payment method and ${formatCents(creditCents)} to your PhoneHub store credit.`,
    `${CARD_REFUND_DELAY} ${CREDIT_REFUND_READY}`,
  ];
}

/** "Your refund of $X for order #ABCD1234": what went back, where to, and how much of the payment so far. */
export function orderRefundedMail(
  to: string,
  order: Order,
  refund: { cardCents: number; creditCents: number },
  ordersUrl: string,
): MailMessage {
  const reference = orderReference(order.id);
  const amount = formatCents(refund.cardCents + refund.creditCents);
  const soFar =
    order.amount_refunded < order.total
      ? [
          `Refunded so far: ${formatDollars(order.amount_refunded)} of the ${formatDollars(order.total)} you paid.`,
        ]
      : [`Your payment of ${formatDollars(order.total)} is now refunded in full.`];
  return linesMail(to, `Your refund of ${amount} for order #${reference}`, [
    `Hi ${order.shipping_address.name || 'there'},`,
    '',
    `We refunded ${amount} for your order #${reference}.`,
    ...refundDestinationLines(refund.cardCents, refund.creditCents),
    ...soFar,
    '',
    `Your orders: ${ordersUrl}`,
    '',
    'The PhoneHub team',
  ]);
}
