import type { AdminOrder, DisputeEvidence, ShippingAddress } from '@phonehub/contracts';
import { CLAIMS, formatCents, formatDollars, orderReference } from '@phonehub/domain';

/** Longest text of one evidence field (the provider's own limit is larger; the API takes no more). */
export const EVIDENCE_FIELD_MAX = 20_000;

/** Every field of an evidence pack, in the provider's names and the form's order. */
export const EVIDENCE_FIELDS: readonly (keyof DisputeEvidence)[] = [
  'customer_name',
  'customer_email_address',
  'billing_address',
  'shipping_address',
  'product_description',
  'shipping_carrier',
  'shipping_tracking_number',
  'shipping_date',
  'customer_communication',
  'refund_policy',
  'uncategorized_text',
];

/** The shop's return and refund policy as customers are shown it. */
export const REFUND_POLICY = [
  `Returns are accepted within ${CLAIMS.returnDays} days of delivery: the customer asks for a return from their order, sends the device back, and is refunded once it has been received and inspected.`,
  `Refunds go back to the original payment method (or to store credit for the part paid with it) within ${CLAIMS.refundBusinessDays} business days.`,
  `Every device carries a ${CLAIMS.warrantyMonths}-month warranty.`,
].join('\n');

/** One message of the customer's conversations with support. */
export interface CustomerMessage {
  at: string;
  /** 'Customer' or 'PhoneHub Support'. */
  from: string;
  subject: string;
  body: string;
}

/** What the shop knows about a disputed order, as the pack reads it. */
export interface EvidenceFacts {
  order: AdminOrder;
  dispute: {
    providerDisputeId: string;
    amountCents: number;
    reason: string;
    createdAt: Date;
  };
  /** The customer's support messages about the order (or since it was placed), oldest first. */
  messages: readonly CustomerMessage[];
}

const day = (iso: string | Date) => new Date(iso).toISOString().slice(0, 10);

export function addressText(address: ShippingAddress): string {
  return [
    address.name,
    address.address_line_1,
    address.address_line_2,
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
  ]
    .filter((part) => part && part.trim() !== '')
    .join('\n');
}

/** One line per order line: quantity, product, price, who sold and shipped it, and its photo as listed. */
function productLines(order: AdminOrder): string {
  return order.items
    .map((item) => {
      const product = [item.brand, item.model].filter(Boolean).join(' ');
      const named = item.name.includes(item.model) ? item.name : `${item.name} (${product})`;
      const seller = item.seller ? item.seller.company_name || 'a marketplace seller' : 'PhoneHub';
      const photo = item.image ? `; photo as listed: ${item.image}` : '';
      return `${item.quantity} x ${named}, ${formatDollars(item.price)} each, sold and shipped by ${seller}${photo}`;
    })
    .join('\n');
}

function conversation(messages: readonly CustomerMessage[]): string {
  return messages
    .map((m) => `[${m.at.slice(0, 16).replace('T', ' ')} UTC] ${m.from} (${m.subject}):\n${m.body}`)
    .join('\n\n');
}

/** What happened to the order, in order: placed, shipped, delivered, refunded, disputed. */
function summary(facts: EvidenceFacts): string {
  const { order, dispute } = facts;
  const reference = orderReference(order.id);
  const shipped = order.shipments.map(
    (s) => `Shipped by ${s.sold_by} on ${day(s.shipped_at)} with tracking number ${s.tracking_number}.`,
  );
  return [
    `Order #${reference} (id ${order.id}) was placed on ${day(order.created_at)} by ${order.email} for ${formatDollars(order.total)} (${order.currency.toUpperCase()}), ${order.items.reduce((n, i) => n + i.quantity, 0)} item(s), shipped ${order.shipping_method} to the customer's address.`,
    ...shipped,
    order.delivered_at
      ? `Delivered on ${day(order.delivered_at)}.`
      : `Not marked delivered yet (order status: ${order.status}).`,
    order.amount_refunded > 0
      ? `Refunded before the dispute: ${formatDollars(order.amount_refunded)}.`
      : 'Nothing was refunded before the dispute.',
    order.return
      ? `A return was requested on ${day(order.return.created_at)} (${order.return.status}).`
      : 'No return was requested.',
    `Dispute ${dispute.providerDisputeId} for ${formatCents(dispute.amountCents)} (reason: ${dispute.reason}) opened on ${day(dispute.createdAt)}.`,
  ].join('\n');
}

/**
 * The evidence the shop can give for a disputed order, assembled from what it knows: who ordered
 * and where it went (the address given at checkout is the only one the shop has, so it stands for
 * the billing address too), what was sold, how it shipped, what the customer told support, the
 * refund policy, and a dated summary. The carrier is left blank: tracking numbers are stored
 * without one. An admin may edit every field before it is submitted.
 */
export function assembleEvidence(facts: EvidenceFacts): DisputeEvidence {
  const { order } = facts;
  const address = addressText(order.shipping_address);
  const tracking = [...new Set(order.shipments.map((s) => s.tracking_number))];
  const firstShipped = order.shipments.map((s) => s.shipped_at).sort()[0];
  const evidence: DisputeEvidence = {
    customer_name: order.user_name?.trim() || order.shipping_address.name,
    customer_email_address: order.email,
    billing_address: address,
    shipping_address: address,
    product_description: productLines(order),
    shipping_carrier: '',
    shipping_tracking_number: tracking.join(', '),
    shipping_date: firstShipped ? day(firstShipped) : '',
    customer_communication: conversation(facts.messages),
    refund_policy: REFUND_POLICY,
    uncategorized_text: summary(facts),
  };
  return Object.fromEntries(
    EVIDENCE_FIELDS.map((field) => [field, evidence[field].slice(0, EVIDENCE_FIELD_MAX)]),
  ) as unknown as DisputeEvidence;
}

/** The pack with what the admin wrote over it: fields left out (or blank) keep the pack's text. */
export function mergeEvidence(pack: DisputeEvidence, edits: Partial<DisputeEvidence>): DisputeEvidence {
  const merged = { ...pack };
  for (const field of EVIDENCE_FIELDS) {
    const edit = edits[field];
    if (typeof edit === 'string' && edit.trim() !== '') merged[field] = edit;
  }
  return merged;
}
