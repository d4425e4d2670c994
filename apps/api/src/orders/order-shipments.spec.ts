import type { OrderItemEntity } from './entities/order-item.entity';
import { toOrderItem, toShipments } from './order.mapper';

const item = (over: Partial<OrderItemEntity>): OrderItemEntity =>
  Object.assign(
    {
      id: 'item',
      orderId: 'order',
      productId: 'product',
      name: 'Pixel 8',
      brand: 'Google',
      model: 'Pixel 8',
      image: null,
      unitPriceCents: 10_000,
      quantity: 1,
      sellerId: null,
      feeBps: 0,
      feeCents: 0,
      payoutCents: null,
      trackingNumber: null,
      shippedAt: null,
    },
    over,
  ) as OrderItemEntity;

describe("an order's parcels", () => {
  it('groups shipped lines by seller and tracking number, oldest parcel first, and leaves unshipped lines out', () => {
    const early = new Date('2026-11-01T10:00:00Z');
    const late = new Date('2026-11-02T10:00:00Z');
    const parcels = toShipments([
      item({ id: 'a1', sellerId: 's1', sellerName: 'Refurb Co', trackingNumber: 'T-1', shippedAt: late }),
      item({ id: 'a2', sellerId: 's1', sellerName: 'Refurb Co', trackingNumber: 'T-1', shippedAt: late }),
      item({ id: 'own', trackingNumber: 'T-1', shippedAt: early }),
      item({ id: 'waiting', sellerId: 's2', sellerName: 'Other' }),
    ]);
    expect(parcels).toEqual([
      { sold_by: 'PhoneHub', tracking_number: 'T-1', shipped_at: early.toISOString(), item_ids: ['own'] },
      {
        sold_by: 'Refurb Co',
        tracking_number: 'T-1',
        shipped_at: late.toISOString(),
        item_ids: ['a1', 'a2'],
      },
    ]);
  });

  it("names the seller of a line, or none for PhoneHub's own", () => {
    expect(toOrderItem(item({ sellerId: 's1', sellerName: 'Refurb Co' })).seller).toEqual({
      id: 's1',
      company_name: 'Refurb Co',
    });
    expect(toOrderItem(item({})).seller).toBeNull();
  });
});
