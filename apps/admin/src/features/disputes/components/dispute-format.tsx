import type { DisputeEvidence, DisputeStatus } from '@phonehub/contracts';
import { Badge, type BadgeTone } from '@phonehub/ui';

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  needs_response: 'Needs response',
  under_review: 'Under review',
  won: 'Won',
  lost: 'Lost',
};

const TONES: Record<DisputeStatus, BadgeTone> = {
  needs_response: 'warning',
  under_review: 'info',
  won: 'success',
  lost: 'danger',
};

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <Badge tone={TONES[status]}>{DISPUTE_STATUS_LABELS[status]}</Badge>;
}

/** The provider's reason ('product_not_received') as people read it ('Product not received'). */
export function disputeReason(reason: string): string {
  const words = reason.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '—';
}

/** Each evidence field's label, and whether it holds long text; in the order the form shows them. */
export const EVIDENCE_FIELDS: readonly (readonly [
  key: keyof DisputeEvidence,
  label: string,
  long: boolean,
])[] = [
  ['customer_name', 'Customer name', false],
  ['customer_email_address', 'Customer email', false],
  ['billing_address', 'Billing address', true],
  ['product_description', 'Product description', true],
  ['shipping_address', 'Shipping address', true],
  ['shipping_carrier', 'Shipping carrier', false],
  ['shipping_tracking_number', 'Tracking number', false],
  ['shipping_date', 'Shipping date', false],
  ['customer_communication', 'Customer communication', true],
  ['refund_policy', 'Refund policy', true],
  ['uncategorized_text', 'Other information', true],
];

/** The provider's limit on each text of the evidence. */
export const EVIDENCE_MAX = 20_000;
