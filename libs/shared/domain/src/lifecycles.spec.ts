import {
  adminOrderChange,
  adminOrderNextStatuses,
  contactMessageMachine,
  disputeClosed,
  disputeMachine,
  holdsPayment,
  orderMachine,
  PARTNER_APPLICATION_STATUSES,
  partnerApplicationMachine,
  paymentMachine,
  payoutMachine,
  refundMachine,
  returnMachine,
  SUPPORT_TICKET_STATUSES,
  supportTicketMachine,
  tradeMachine,
} from './lifecycles';
import { TRADE_STATUSES } from './constants';

describe('orderMachine', () => {
  it('runs pending → confirmed → processing → shipped → delivered', () => {
    expect(orderMachine.can('pending', 'confirmed')).toBe(true);
    expect(orderMachine.can('confirmed', 'processing')).toBe(true);
    expect(orderMachine.can('processing', 'shipped')).toBe(true);
    expect(orderMachine.can('shipped', 'delivered')).toBe(true);
  });

  it('cancels only before shipping, and nothing leaves delivered or cancelled', () => {
    expect(orderMachine.next('pending')).toEqual(['confirmed', 'cancelled']);
    expect(orderMachine.next('confirmed')).toEqual(['processing', 'cancelled']);
    expect(orderMachine.next('processing')).toEqual(['shipped', 'cancelled']);
    expect(orderMachine.next('shipped')).toEqual(['delivered']);
    expect(orderMachine.isFinal('delivered')).toBe(true);
    expect(orderMachine.isFinal('cancelled')).toBe(true);
  });

  it('refuses jumps with the issue sentence', () => {
    expect(orderMachine.check('pending', 'shipped')).toMatchObject({
      ok: false,
      detail: 'Cannot change an order from pending to shipped',
    });
    expect(orderMachine.can('delivered', 'pending')).toBe(false);
    expect(orderMachine.can('cancelled', 'confirmed')).toBe(false);
  });
});

describe('adminOrderChange / adminOrderNextStatuses', () => {
  const unpaid = (status: string) => ({ status, payment_status: 'unpaid' });
  const paid = (status: string) => ({ status, payment_status: 'paid' });

  it('never confirms by hand: only a payment does', () => {
    expect(adminOrderChange(unpaid('pending'), 'confirmed')).toMatchObject({
      ok: false,
      detail: 'Cannot change an order from pending to confirmed',
    });
    expect(adminOrderNextStatuses(unpaid('pending'))).toEqual(['cancelled']);
  });

  it('cancels a paid order only with a refund, so not by hand', () => {
    expect(adminOrderChange(paid('confirmed'), 'cancelled')).toEqual({
      ok: false,
      from: 'confirmed',
      to: 'cancelled',
      detail: 'Cannot change an order from confirmed to cancelled',
    });
    expect(
      adminOrderChange({ status: 'processing', payment_status: 'partially_refunded' }, 'cancelled').ok,
    ).toBe(false);
    expect(adminOrderNextStatuses(paid('confirmed'))).toEqual(['processing']);
    expect(adminOrderNextStatuses(paid('processing'))).toEqual(['shipped']);
  });

  it('cancels an unpaid or fully refunded order', () => {
    expect(adminOrderChange(unpaid('pending'), 'cancelled')).toEqual({
      ok: true,
      from: 'pending',
      to: 'cancelled',
    });
    expect(adminOrderChange({ status: 'confirmed', payment_status: 'refunded' }, 'cancelled').ok).toBe(true);
  });

  it('offers the legal next states of the order machine otherwise', () => {
    expect(adminOrderNextStatuses(paid('shipped'))).toEqual(['delivered']);
    expect(adminOrderNextStatuses(paid('delivered'))).toEqual([]);
    expect(adminOrderNextStatuses(unpaid('cancelled'))).toEqual([]);
    expect(adminOrderChange(paid('pending'), 'shipped').ok).toBe(false);
  });

  it('holdsPayment: paid and partially refunded money is still held', () => {
    expect(['paid', 'partially_refunded', 'unpaid', 'failed', 'refunded'].map(holdsPayment)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('tradeMachine', () => {
  it('covers every trade status', () => {
    expect([...tradeMachine.states].sort()).toEqual([...TRADE_STATUSES].sort());
  });

  it('reviews once, then receives, inspects and completes or counteroffers', () => {
    expect(tradeMachine.next('pending_review')).toEqual(['approved', 'rejected', 'cancelled']);
    expect(tradeMachine.next('approved')).toEqual(['received', 'cancelled']);
    expect(tradeMachine.next('received')).toEqual(['inspected', 'rejected']);
    expect(tradeMachine.next('inspected')).toEqual(['completed', 'counteroffer', 'rejected']);
    expect(tradeMachine.next('counteroffer')).toEqual(['accepted', 'returned']);
    expect(tradeMachine.next('accepted')).toEqual(['completed']);
    for (const end of ['rejected', 'completed', 'returned', 'cancelled'] as const)
      expect(tradeMachine.isFinal(end)).toBe(true);
    expect(tradeMachine.check('rejected', 'approved')).toMatchObject({
      ok: false,
      detail: 'Cannot change a trade from rejected to approved',
    });
    expect(tradeMachine.can('pending_review', 'completed')).toBe(false);
    expect(tradeMachine.can('approved', 'completed')).toBe(false);
    expect(tradeMachine.can('received', 'cancelled')).toBe(false);
    expect(tradeMachine.can('counteroffer', 'completed')).toBe(false);
  });
});

describe('returnMachine', () => {
  it('runs requested → approved → received → refunded, or requested → rejected', () => {
    expect(returnMachine.next('requested')).toEqual(['approved', 'rejected']);
    expect(returnMachine.next('approved')).toEqual(['received']);
    expect(returnMachine.next('received')).toEqual(['refunded']);
    expect(returnMachine.isFinal('refunded')).toBe(true);
    expect(returnMachine.isFinal('rejected')).toBe(true);
    expect(returnMachine.can('requested', 'received')).toBe(false);
  });
});

describe('partnerApplicationMachine', () => {
  it('decides a pending application once', () => {
    expect(partnerApplicationMachine.states).toEqual(PARTNER_APPLICATION_STATUSES);
    expect(partnerApplicationMachine.next('pending')).toEqual(['approved', 'rejected']);
    expect(partnerApplicationMachine.can('rejected', 'approved')).toBe(false);
    expect(partnerApplicationMachine.check('approved', 'pending')).toMatchObject({
      detail: 'Cannot change an application from approved to pending',
    });
  });
});

describe('supportTicketMachine', () => {
  it('uses the spec statuses; a closed ticket can only be reopened', () => {
    expect(supportTicketMachine.states).toEqual(SUPPORT_TICKET_STATUSES);
    expect(supportTicketMachine.next('open')).toEqual(['in_progress', 'closed']);
    expect(supportTicketMachine.next('in_progress')).toEqual(['closed', 'open']);
    expect(supportTicketMachine.next('closed')).toEqual(['open']);
    expect(supportTicketMachine.can('closed', 'in_progress')).toBe(false);
  });
});

describe('disputeMachine', () => {
  it('is answered with evidence, then closed by the bank, won or lost, with or without evidence', () => {
    expect(disputeMachine.next('needs_response')).toEqual(['under_review', 'won', 'lost']);
    expect(disputeMachine.next('under_review')).toEqual(['won', 'lost']);
    expect(disputeMachine.isFinal('won')).toBe(true);
    expect(disputeMachine.isFinal('lost')).toBe(true);
    expect(disputeMachine.can('under_review', 'needs_response')).toBe(false);
    expect(disputeMachine.refusal('lost', 'won')).toBe('Cannot change a dispute from lost to won');
    expect(['needs_response', 'under_review', 'won', 'lost'].filter(disputeClosed)).toEqual(['won', 'lost']);
  });
});

describe('paymentMachine', () => {
  it('is paid once, then follows the refunds either way', () => {
    expect(paymentMachine.next('unpaid')).toEqual(['paid', 'failed']);
    expect(paymentMachine.next('paid')).toEqual(['partially_refunded', 'refunded', 'disputed']);
    expect(paymentMachine.next('partially_refunded')).toEqual(['refunded', 'paid', 'disputed']);
    expect(paymentMachine.next('disputed')).toEqual(['paid', 'partially_refunded', 'dispute_lost']);
    expect(paymentMachine.isFinal('dispute_lost')).toBe(true);
    expect(paymentMachine.next('refunded')).toEqual(['partially_refunded', 'paid']);
    expect(paymentMachine.isFinal('failed')).toBe(true);
    expect(paymentMachine.can('paid', 'unpaid')).toBe(false);
    expect(paymentMachine.can('unpaid', 'refunded')).toBe(false);
    expect(paymentMachine.sources('paid')).toEqual(['unpaid', 'partially_refunded', 'refunded', 'disputed']);
  });
});

describe('refundMachine', () => {
  it('follows the provider: pending, then succeeded or failed, which it may still revise', () => {
    expect(refundMachine.next('pending')).toEqual(['succeeded', 'failed']);
    expect(refundMachine.next('succeeded')).toEqual(['failed']);
    expect(refundMachine.next('failed')).toEqual(['pending', 'succeeded']);
    expect(refundMachine.can('succeeded', 'pending')).toBe(false);
  });
});

describe('payoutMachine', () => {
  it('starts when chosen (a transfer pending, credit paid at once) and ends paid', () => {
    expect(payoutMachine.initial).toEqual(['pending', 'paid']);
    expect(payoutMachine.can(null, 'pending')).toBe(true);
    expect(payoutMachine.can(null, 'paid')).toBe(true);
    expect(payoutMachine.next('pending')).toEqual(['paid']);
    expect(payoutMachine.isFinal('paid')).toBe(true);
    expect(payoutMachine.check('paid', 'pending')).toMatchObject({
      ok: false,
      detail: 'Cannot change a payout from paid to pending',
    });
  });
});

describe('contactMessageMachine', () => {
  it('is answered or converted once new, converted also after a reply', () => {
    expect(contactMessageMachine.next('new')).toEqual(['replied', 'converted']);
    expect(contactMessageMachine.next('replied')).toEqual(['converted']);
    expect(contactMessageMachine.isFinal('converted')).toBe(true);
    expect(contactMessageMachine.can('converted', 'new')).toBe(false);
  });
});
