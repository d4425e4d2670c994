import type { SellerSalesFactsService } from '../../catalogue/seller-sales-facts.service';
import { OrderDeliveredEvent } from '../../orders/events/order-delivered.event';
import { OrderPaidEvent } from '../../orders/events/order-paid.event';
import { OrderRefundedEvent } from '../../orders/refunds/order-refunded.event';
import type { OrderMoney, SellerLinesService } from '../../orders/seller-lines.service';
import { SellerLedgerListener } from './seller-ledger.listener';
import type { SellerTransfersService } from '../payouts/seller-transfers.service';
import type { SellerLedgerService } from './seller-ledger.service';

const deliveredAt = new Date('2026-11-01T12:00:00Z');
const order = (delivered: Date | null): OrderMoney => ({
  orderId: 'order-1',
  totalCents: 10_800,
  deliveredAt: delivered,
  lines: [
    {
      orderItemId: 'item-1',
      sellerId: 'seller-1',
      productId: 'product-1',
      quantity: 1,
      unitPriceCents: 10_000,
      feeCents: 400,
      payoutCents: 9_600,
    },
  ],
  parcels: [
    { orderParcelId: 'parcel-1', sellerId: 'seller-1', shippingCents: 800, feeCents: 32, creditCents: 768 },
  ],
});

function setup(money: OrderMoney, holdDays = 30) {
  const calls: string[] = [];
  const ledger = {
    earn: jest.fn(async () => void calls.push('earn')),
    release: jest.fn(async () => void calls.push('release')),
    reverse: jest.fn(async () => void calls.push('reverse')),
  };
  const lines = {
    money: jest.fn(async () => money),
    returnedUnits: jest.fn(async () => new Map([['item-1', 1]])),
  };
  const facts = {
    returnPolicyDays: jest.fn(async () => new Map([['product-1', 45]])),
    defaultReturnDays: 30,
  };
  const transfers = { recover: jest.fn(async () => void calls.push('recover')) };
  const listener = new SellerLedgerListener(
    ledger as unknown as SellerLedgerService,
    lines as unknown as SellerLinesService,
    facts as unknown as SellerSalesFactsService,
    transfers as unknown as SellerTransfersService,
    { holdDays, currency: 'usd' },
  );
  return { listener, ledger, transfers, calls };
}

describe('SellerLedgerListener', () => {
  it('holds earnings SELLER_FUNDS_HOLD_DAYS after delivery, or the return window when longer', async () => {
    const { listener, ledger } = setup(order(deliveredAt), 60);
    await listener.delivered(new OrderDeliveredEvent('order-1', deliveredAt));
    expect(ledger.release).toHaveBeenCalledWith(
      order(deliveredAt),
      deliveredAt,
      new Map([['product-1', 60]]),
      60,
    );
  });

  it('earns on payment, and starts the return window at once when the order was delivered meanwhile', async () => {
    const { listener, ledger, calls } = setup(order(deliveredAt));
    await listener.paid(new OrderPaidEvent('order-1'));
    expect(calls).toEqual(['earn', 'release']);
    expect(ledger.release).toHaveBeenCalledWith(
      order(deliveredAt),
      deliveredAt,
      new Map([['product-1', 45]]),
      30,
    );
  });

  it('earns before reversing a refund, so a refund handled before the payment still takes the earning back', async () => {
    const { listener, ledger, transfers, calls } = setup(order(null));
    await listener.refunded(new OrderRefundedEvent('order-1', 'refund-1', 10_800, 'return-1', 'succeeded'));
    expect(calls).toEqual(['earn', 'reverse', 'recover']);
    expect(transfers.recover).toHaveBeenCalledWith('order-1', 'refund', 'refund-1');
    expect(ledger.reverse).toHaveBeenCalledWith(order(null), {
      refundId: 'refund-1',
      amountCents: 10_800,
      returned: new Map([['item-1', 1]]),
    });
  });

  it('earns before releasing a delivery, so a delivery handled before the payment still dates the earnings', async () => {
    const { listener, calls } = setup(order(deliveredAt));
    await listener.delivered(new OrderDeliveredEvent('order-1', deliveredAt));
    expect(calls).toEqual(['earn', 'release']);
  });

  it('ignores refunds the provider has not confirmed, and throws a failure so the job is retried', async () => {
    const { listener, ledger } = setup(order(null));
    await listener.refunded(new OrderRefundedEvent('order-1', 'refund-1', 10_800, null, 'pending'));
    expect(ledger.reverse).not.toHaveBeenCalled();
    ledger.earn.mockRejectedValueOnce(new Error('database down'));
    await expect(listener.paid(new OrderPaidEvent('order-1'))).rejects.toThrow('database down');
  });
});
