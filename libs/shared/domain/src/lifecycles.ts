import type {
  ContactMessageStatus,
  DisputeStatus,
  MailStatus,
  OrderRefund,
  OrderStatus,
  PaymentStatus,
  ReturnStatus,
  TradePayoutStatus,
  ParcelStatus,
  TradeStatusName,
  TransferStatus,
} from '@phonehub/contracts';
import { defineStateMachine, type StateMachine, type TransitionCheck } from './state-machine';

// Each machine is typed explicitly so callers can use its `assert` as a type assertion.

/**
 * Orders: pending (unpaid) → confirmed (paid, set by the payment, never by hand) → processing →
 * shipped → delivered. Cancelling is an edge from every state before shipping; a paid order may take
 * it only together with a refund, which the service checks (see `adminOrderChange`).
 */
export const orderMachine: StateMachine<OrderStatus> = defineStateMachine<OrderStatus>('an order', {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
});

/**
 * Trades: reviewed once (approved or rejected); an approved device is received, inspected, then
 * either paid at its value (completed) or offered a new value (counteroffer) which the customer
 * accepts (then is paid) or declines (the device goes back: returned). The customer may cancel
 * before the device is received; an inspection may still reject it. Nothing leaves the four ends.
 */
export const tradeMachine: StateMachine<TradeStatusName> = defineStateMachine<TradeStatusName>('a trade', {
  pending_review: ['approved', 'rejected', 'cancelled'],
  approved: ['received', 'cancelled'],
  received: ['inspected', 'rejected'],
  inspected: ['completed', 'counteroffer', 'rejected'],
  counteroffer: ['accepted', 'returned'],
  accepted: ['completed'],
  returned: [],
  rejected: [],
  cancelled: [],
  completed: [],
});

export const RETURN_STATUSES: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
];
export type { ReturnStatus };

/** Returns: requested → approved → received (units restocked) → refunded, or requested → rejected. */
export const returnMachine: StateMachine<ReturnStatus> = defineStateMachine<ReturnStatus>('a return', {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
});

/** Spec section 6: pending, approved, rejected; a decision is final (approval creates the seller account). */
export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

export const partnerApplicationMachine: StateMachine<PartnerApplicationStatus> =
  defineStateMachine<PartnerApplicationStatus>('an application', {
    pending: ['approved', 'rejected'],
    approved: [],
    rejected: [],
  });

/**
 * Spec section 6: open, in_progress, closed (there is no 'resolved'). A closed ticket may be reopened
 * when the shopper's problem comes back, so closed → open; in_progress → open hands it back to the queue.
 */
export const SUPPORT_TICKET_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const supportTicketMachine: StateMachine<SupportTicketStatus> =
  defineStateMachine<SupportTicketStatus>('a ticket', {
    open: ['in_progress', 'closed'],
    in_progress: ['closed', 'open'],
    closed: ['open'],
  });

/**
 * Mails: queued → sent, or → retrying (a try failed; further failed tries stay retrying) → sent or
 * failed (retries used up). An admin's resend queues a failed mail again.
 */
export const mailMachine: StateMachine<MailStatus> = defineStateMachine<MailStatus>('a mail', {
  queued: ['sent', 'retrying', 'failed'],
  retrying: ['sent', 'failed'],
  sent: [],
  failed: ['queued'],
});

/**
 * An order's payment (orders.payment_status), moved only by the system: the provider's (or store
 * credit's) word pays it; refunds then follow the sum of the succeeded refunds, which can also fall
 * back when the provider reports a refund failed after it succeeded. Nothing sets 'failed' today;
 * it is the end of a payment the provider refused. A dispute (chargeback) on a paid payment makes it
 * `disputed` until the provider closes it: won, it goes back to what it was; lost, `dispute_lost`.
 */
export const paymentMachine: StateMachine<PaymentStatus> = defineStateMachine<PaymentStatus>('a payment', {
  unpaid: ['paid', 'failed'],
  paid: ['partially_refunded', 'refunded', 'disputed'],
  partially_refunded: ['refunded', 'paid', 'disputed'],
  refunded: ['partially_refunded', 'paid'],
  disputed: ['paid', 'partially_refunded', 'dispute_lost'],
  dispute_lost: [],
  failed: [],
});

export type RefundStatus = OrderRefund['status'];

/**
 * A refund (order_refunds.status) follows the provider's word: stored pending before the provider
 * is asked, then succeeded or failed. The provider has the last word: a refund can fail after it
 * succeeded, and one we marked failed (our call broke off) may turn out pending or succeeded.
 */
export const refundMachine: StateMachine<RefundStatus> = defineStateMachine<RefundStatus>('a refund', {
  pending: ['succeeded', 'failed'],
  succeeded: ['failed'],
  failed: ['pending', 'succeeded'],
});

/**
 * A trade's payout (trade_requests.payout_status), unset until the customer chooses one: a bank
 * payout waits (pending) until its transfer to the customer's payout account went through; store
 * credit is paid at once.
 */
export const payoutMachine: StateMachine<TradePayoutStatus> = defineStateMachine<TradePayoutStatus>(
  'a payout',
  { pending: ['paid'], paid: [] },
  { initial: ['pending', 'paid'] },
);

/**
 * A transfer to a seller (seller_payouts.status): written pending with its ledger entry before the
 * provider is asked, then paid (the provider's transfer id kept) or failed (the provider refused
 * it for good; the amount goes back to the seller's balance). Retries of a pending one use the same
 * idempotency key, so the provider moves the money once.
 */
export const transferMachine: StateMachine<TransferStatus> = defineStateMachine<TransferStatus>(
  'a transfer',
  { pending: ['paid', 'failed'], paid: [], failed: [] },
  { initial: ['pending'] },
);

/**
 * A dispute (chargeback) as the provider reports it (disputes.status): opened needing a response,
 * under review once the shop's evidence is in, then closed by the bank, won or lost. The bank may
 * decide without evidence (needs_response → won or lost); nothing leaves a closed dispute.
 */
export const disputeMachine: StateMachine<DisputeStatus> = defineStateMachine<DisputeStatus>('a dispute', {
  needs_response: ['under_review', 'won', 'lost'],
  under_review: ['won', 'lost'],
  won: [],
  lost: [],
});

/** The bank decided: the dispute is won or lost. */
export function disputeClosed(status: string): boolean {
  return status === 'won' || status === 'lost';
}

/**
 * A parcel with a carrier label (shipments.status), moved only by the carrier's tracking: a label
 * is created, then scans take it in transit, out for delivery and delivered (or back to the sender,
 * or failed). Scans can skip steps, and a parcel out for delivery can go back in transit (a missed
 * delivery); delivered and returned are final. A scan older than the parcel's status changes nothing.
 */
export const parcelMachine: StateMachine<ParcelStatus> = defineStateMachine<ParcelStatus>(
  'a parcel',
  {
    label_created: ['in_transit', 'out_for_delivery', 'delivered', 'return_to_sender', 'failure'],
    in_transit: ['out_for_delivery', 'delivered', 'return_to_sender', 'failure'],
    out_for_delivery: ['in_transit', 'delivered', 'return_to_sender', 'failure'],
    failure: ['in_transit', 'out_for_delivery', 'delivered', 'return_to_sender'],
    delivered: [],
    return_to_sender: [],
  },
  { initial: ['label_created'] },
);

/**
 * Contact messages: new until an admin answers (replied; later answers keep it replied) or turns it
 * into a ticket (converted, also after a reply). A converted message may still be answered; it
 * stays converted.
 */
export const contactMessageMachine: StateMachine<ContactMessageStatus> =
  defineStateMachine<ContactMessageStatus>('a contact message', {
    new: ['replied', 'converted'],
    replied: ['converted'],
    converted: [],
  });

/** Money was taken and not (wholly) given back: cancelling needs a refund first. */
export function holdsPayment(paymentStatus: string): boolean {
  return paymentStatus === 'paid' || paymentStatus === 'partially_refunded';
}

interface OrderState {
  status: string;
  payment_status: string;
}

/**
 * What an admin may do by hand (the orders dropdown and PUT /api/orders/{id}/status): a legal edge of
 * the order machine, except confirming (only a payment confirms) and cancelling a paid order (that
 * comes with a refund). A refusal carries the one detail, e.g. 'Cannot change an order from confirmed to cancelled'.
 */
export function adminOrderChange(order: OrderState, to: string): TransitionCheck<OrderStatus> {
  const check = orderMachine.check(order.status, to);
  if (!check.ok) return check;
  if (to === 'confirmed' || (to === 'cancelled' && holdsPayment(order.payment_status))) {
    return { ok: false, from: order.status, to, detail: orderMachine.refusal(order.status, to) };
  }
  return check;
}

/** The admin dropdown's choices for an order, in table order (its current status is not among them). */
export function adminOrderNextStatuses(order: OrderState): OrderStatus[] {
  return orderMachine.next(order.status).filter((to) => adminOrderChange(order, to).ok);
}
