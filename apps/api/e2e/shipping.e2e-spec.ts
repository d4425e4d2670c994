import { randomUUID } from 'node:crypto';
import { ShippingService } from '../src/shipping/shipping.service';
import { eventually } from './support/fixtures';
import { advanceParcel, useShippingShop } from './support/shipping-shop';

// Issue 36: labels come from the carrier through EasyPost's SDK (here the carrier sandbox), and the
// carrier's signed tracking webhooks move the parcels: verified, handled once, and never moved back
// by an event that arrives late.

describe('shipping: labels and carrier tracking', () => {
  const shop = useShippingShop();
  const { t, api, carrier } = shop;

  const warehouse = {
    name: 'PhoneHub Trade-ins',
    street1: '500 Industrial Way',
    city: 'Louisville',
    state: 'KY',
    zip: '40209',
    country: 'US',
  };
  const customer = {
    name: 'Avery ONeil',
    street1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'US',
  };
  const parcelOf = (subjectId: string) =>
    t.db.query(`SELECT id, status, status_at, tracking_code FROM shipments WHERE subject_id = $1`, [
      subjectId,
    ]);

  async function label(subjectId = randomUUID()) {
    const bought = await t.app.get(ShippingService).buyCheapest({
      purpose: 'trade_inbound',
      subjectId,
      from: customer,
      to: warehouse,
      parcel: { lengthIn: 8, widthIn: 5, heightIn: 3, weightOz: 20 },
      reference: `TR-${subjectId.slice(0, 8)}`,
    });
    return { subjectId, bought };
  }

  it('buys the cheapest label once per subject, with a printable 4x6 PDF', async () => {
    const { subjectId, bought } = await label();
    expect(bought).toMatchObject({
      carrier: 'USPS',
      service: 'GroundAdvantage',
      status: 'label_created',
      tracking_code: expect.stringMatching(/^EZ\d{18}$/),
    });
    const pdf = await fetch(bought.label_url as string);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Asking again for the same subject answers the same label.
    const again = await t.app.get(ShippingService).buyCheapest({
      purpose: 'trade_inbound',
      subjectId,
      from: customer,
      to: warehouse,
      parcel: { lengthIn: 8, widthIn: 5, heightIn: 3, weightOz: 20 },
      reference: 'again',
    });
    expect(again.tracking_code).toBe(bought.tracking_code);
    expect(await parcelOf(subjectId)).toHaveLength(1);
  });

  it('follows the carrier: verified webhooks once, in carrier-event order', async () => {
    const { subjectId, bought } = await label();
    const code = bought.tracking_code;
    await advanceParcel(carrier, code, 'in_transit');
    await eventually(
      () => parcelOf(subjectId),
      (rows) => rows[0]?.status === 'in_transit',
      'in transit',
    );
    await advanceParcel(carrier, code, 'delivered');
    await eventually(
      () => parcelOf(subjectId),
      (rows) => rows[0]?.status === 'delivered',
      'delivered',
    );
    await carrier.webhooksSettled();

    // The scans are kept, oldest to newest, and the status history says who moved it.
    const scans = await t.db.query(
      `SELECT e.status FROM shipment_events e JOIN shipments s ON s.id = e.shipment_id
        WHERE s.subject_id = $1 ORDER BY e.occurred_at`,
      [subjectId],
    );
    expect(scans.map((s: { status: string }) => s.status)).toEqual([
      'label_created',
      'in_transit',
      'delivered',
    ]);

    const deliveries = carrier.deliveries.filter((d) => d.trackingCode === code);
    const inTransit = deliveries.find((d) => d.status === 'in_transit');
    expect(inTransit).toBeDefined();
    const hook = (payload: string, signature: string) =>
      fetch(`${t.baseUrl}/api/shipping/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hmac-signature': signature },
        body: payload,
      });
    const [{ n: before }] = await t.db.query(`SELECT count(*)::int AS n FROM processed_carrier_events`);

    // The older in-transit event again (a duplicate, arriving late): nothing moves back, nothing is queued.
    const late = await hook(inTransit!.payload, inTransit!.signature);
    expect(late.status).toBe(200);
    const [{ n: after }] = await t.db.query(`SELECT count(*)::int AS n FROM processed_carrier_events`);
    expect(after).toBe(before);
    expect((await parcelOf(subjectId))[0].status).toBe('delivered');

    // Forged: a body the carrier did not sign is refused and changes nothing.
    const forged = inTransit!.payload.replace('"in_transit"', '"return_to_sender"');
    const refused = await hook(forged, inTransit!.signature);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toBe('Invalid carrier webhook signature');
    const unsigned = await api.post('/api/shipping/webhook', JSON.parse(inTransit!.payload));
    expect(unsigned.status).toBe(400);
    expect((await parcelOf(subjectId))[0].status).toBe('delivered');
  });
});
