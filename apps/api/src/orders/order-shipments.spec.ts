import type { ParcelTracking } from '@phonehub/contracts';
import type { OrderItemEntity } from './entities/order-item.entity';
import type { OrderParcelEntity } from './entities/order-parcel.entity';
import { toOrderItem, toParcels, toShipments } from './order.mapper';

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
      {
        sold_by: 'PhoneHub',
        tracking_number: 'T-1',
        shipped_at: early.toISOString(),
        item_ids: ['own'],
        tracking: null,
      },
      {
        sold_by: 'Refurb Co',
        tracking_number: 'T-1',
        shipped_at: late.toISOString(),
        item_ids: ['a1', 'a2'],
        tracking: null,
      },
    ]);
  });

  const label: ParcelTracking = {
    carrier: 'USPS',
    service: 'GroundAdvantage',
    tracking_code: 'EZ1',
    status: 'in_transit',
    label_url: 'http://carrier.test/labels/shp_1.pdf',
    events: [
      { status: 'in_transit', message: 'Accepted', location: 'New York, NY, US', at: '2026-11-02T10:00:00Z' },
    ],
    expires_at: null,
  };
  const parcel = (over: Partial<OrderParcelEntity>): OrderParcelEntity =>
    Object.assign(
      {
        id: 'p',
        orderId: 'order',
        sellerId: null,
        subtotalCents: 0,
        shippingCents: 0,
        feeCents: 0,
        tracking: null,
      },
      over,
    ) as OrderParcelEntity;

  it("gives a parcel that left with its label the carrier's timeline, the label's PDF to staff only", () => {
    const shipped = new Date('2026-11-02T10:00:00Z');
    const items = [
      item({ id: 'a1', sellerId: 's1', sellerName: 'Refurb Co', trackingNumber: 'EZ1', shippedAt: shipped }),
      item({ id: 'own', trackingNumber: 'TYPED-1', shippedAt: shipped }),
    ];
    const parcels = [
      parcel({ id: 'p1', sellerId: 's1', sellerName: 'Refurb Co', tracking: label }),
      parcel({}),
    ];
    const [own, theirs] = toShipments(items, parcels);
    expect(theirs.tracking).toEqual({ ...label, label_url: null });
    expect(own.tracking).toBeNull();
    expect(toShipments(items, parcels, 'staff')[1].tracking?.label_url).toBe(label.label_url);
    // The parcels as charged carry the label too (status label_created before any scan).
    expect(toParcels(parcels).map((p) => p.tracking?.label_url ?? null)).toEqual([null, null]);
    expect(toParcels(parcels, 'staff')[1].tracking).toEqual(label);
  });

  it("names the seller of a line, or none for PhoneHub's own", () => {
    expect(toOrderItem(item({ sellerId: 's1', sellerName: 'Refurb Co' })).seller).toEqual({
      id: 's1',
      company_name: 'Refurb Co',
    });
    expect(toOrderItem(item({})).seller).toBeNull();
  });
});
