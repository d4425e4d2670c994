import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import {
  CarrierSandbox,
  generateCarrierSandboxSecrets,
  LABEL_SIZE,
  signCarrierWebhook,
  startCarrierSandbox,
} from './index';
import {
  advance,
  CUSTOMER,
  FAR_CUSTOMER,
  sdkFor,
  shipmentParams,
  startReceiver,
  WAREHOUSE,
} from './spec-support';

/**
 * The label's text as drawn (every non-image stream inflated, so drawn strings, hex glyph codes, can
 * be found) and the images its page draws.
 */
async function labelContents(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image'))
      text += Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
  }
  const xObjects = doc.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const images = (xObjects?.keys() ?? []).filter((name) => {
    const object = doc.context.lookup(xObjects?.get(name));
    return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
  }).length;
  return { doc, text, images };
}

/** How the standard fonts' text appears in a content stream: `<hex of the characters>`. */
const drawn = (value: string) => `<${Buffer.from(value, 'latin1').toString('hex').toUpperCase()}>`;

describe('carrier sandbox secrets and auth', () => {
  it('generates fresh secrets each time and refuses another run’s key', async () => {
    const a = generateCarrierSandboxSecrets();
    const b = generateCarrierSandboxSecrets();
    expect(a.apiKey).toMatch(/^EZTK[0-9a-f]{48}$/);
    expect(a.webhookSecret).toMatch(/^[\w-]{43}$/);
    expect(b.apiKey).not.toBe(a.apiKey);
    expect(b.webhookSecret).not.toBe(a.webhookSecret);

    const first = await startCarrierSandbox({ port: 0 });
    const second = await startCarrierSandbox({ port: 0, ...a });
    try {
      expect(second).toMatchObject(a);
      expect(first.apiKey).not.toBe(second.apiKey);
      await expect(sdkFor(second, first.apiKey).Shipment.create(shipmentParams())).rejects.toMatchObject({
        statusCode: 401,
        code: 'APIKEY.INACTIVE',
      });
      await expect(sdkFor(second).Shipment.create(shipmentParams())).resolves.toMatchObject({
        object: 'Shipment',
      });
      const anonymous = await fetch(`${first.apiBaseUrl}shipments/shp_x`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({
        error: { code: 'APIKEY.REQUIRED', message: expect.any(String), errors: [] },
      });
      // The control is behind the same key, Basic or Bearer.
      expect((await advance(first, 'EZ1', undefined, `Bearer ${second.apiKey}`)).status).toBe(401);
      expect((await advance(first, 'EZ1', undefined, 'Bearer ')).status).toBe(401);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('carrier sandbox driven by the EasyPost SDK', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let sandbox: CarrierSandbox;
  let client: ReturnType<typeof sdkFor>;

  beforeEach(async () => {
    receiver = await startReceiver();
    sandbox = await startCarrierSandbox({ port: 0, webhookUrl: receiver.url, webhookRetryDelayMs: 20 });
    client = sdkFor(sandbox);
  });
  afterEach(async () => {
    await sandbox.close();
    await receiver.close();
  });

  async function boughtShipment(overrides: Record<string, unknown> = {}) {
    const shipment = await client.Shipment.create(shipmentParams(overrides));
    const ground = shipment.rates.find((r) => r.service === 'GroundAdvantage');
    return client.Shipment.buy(shipment.id, ground!);
  }

  it('creates, retrieves and verifies addresses; strict verification refuses an incomplete one', async () => {
    const plain = await client.Address.create({ ...WAREHOUSE });
    expect(plain).toMatchObject({
      object: 'Address',
      mode: 'test',
      street1: '417 Montgomery Street',
      verifications: {},
    });
    expect(plain.id).toMatch(/^adr_[0-9a-f]{32}$/);
    expect(await client.Address.retrieve(plain.id)).toMatchObject({ id: plain.id, zip: '94104' });

    const verified = await client.Address.create({ ...WAREHOUSE, verify: true });
    expect(verified).toMatchObject({
      street1: '417 MONTGOMERY STREET',
      city: 'SAN FRANCISCO',
      verifications: { delivery: { success: true, errors: [] }, zip4: { success: true } },
    });
    // verify reports a failed check (the address is still created); verify_strict refuses it.
    const unverified = await client.Address.create({
      name: 'No Street',
      city: 'Boston',
      zip: '02108',
      country: 'US',
      verify: true,
    });
    expect(unverified.verifications.delivery).toMatchObject({
      success: false,
      errors: [{ field: 'street1', message: 'must be present', suggestion: null }],
    });
    await expect(
      client.Address.create({ name: 'Nowhere', street1: '1 Main St', country: 'US', verify_strict: true }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'ADDRESS.VERIFY.FAILURE',
      errors: [
        { field: 'city', message: 'must be present', suggestion: null },
        { field: 'zip', message: 'must be present', suggestion: null },
      ],
    });
    await expect(client.Address.createAndVerify({ ...CUSTOMER, zip: '9027' })).rejects.toMatchObject({
      code: 'ADDRESS.VERIFY.FAILURE',
      errors: [{ field: 'zip', message: 'must be a 5-digit ZIP or ZIP+4' }],
    });
    expect(await client.Address.createAndVerify({ ...CUSTOMER })).toMatchObject({ city: 'REDONDO BEACH' });
    await expect(client.Address.retrieve('adr_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
  });

  it('creates a shipment with deterministic rates from weight and distance', async () => {
    const shipment = await client.Shipment.create(shipmentParams());
    expect(shipment.id).toMatch(/^shp_[0-9a-f]{32}$/);
    expect(shipment).toMatchObject({
      object: 'Shipment',
      mode: 'test',
      status: 'unknown',
      reference: 'order-1001',
      is_return: false,
      to_address: { name: 'José Álvarez', zip: '90277' },
      from_address: { company: 'PhoneHub', zip: '94104' },
      parcel: { object: 'Parcel', weight: 20 },
      usps_zone: 1,
      selected_rate: null,
      postage_label: null,
      tracking_code: null,
      tracker: null,
    });
    // 20 oz bills as 2 lb; 941xx to 902xx is zone 1.
    const rates = shipment.rates.map(({ carrier, service, rate, currency, delivery_days }) => ({
      carrier,
      service,
      rate,
      currency,
      delivery_days,
    }));
    expect(rates).toEqual([
      { carrier: 'USPS', service: 'GroundAdvantage', rate: '6.15', currency: 'USD', delivery_days: 3 },
      { carrier: 'USPS', service: 'Priority', rate: '10.60', currency: 'USD', delivery_days: 1 },
      { carrier: 'UPS', service: 'NextDayAir', rate: '29.30', currency: 'USD', delivery_days: 1 },
    ]);
    for (const rate of shipment.rates) {
      expect(rate).toMatchObject({ object: 'Rate', shipment_id: shipment.id });
      expect(rate.id).toMatch(/^rate_/);
      expect(rate.carrier_account_id).toMatch(/^ca_/);
    }
    expect(client.Utils.getLowestRate(shipment.rates).service).toBe('GroundAdvantage');

    // Coast to coast by stored address ids: zone 8, dearer and slower.
    const far = await client.Address.create({ ...FAR_CUSTOMER });
    const from = await client.Address.create({ ...WAREHOUSE });
    const long = await client.Shipment.create(
      shipmentParams({ to_address: { id: far.id }, from_address: { id: from.id } }),
    );
    expect(long.to_address.id).toBe(far.id);
    expect(long.usps_zone).toBe(8);
    expect(long.rates.map((r) => [r.service, r.rate, r.delivery_days])).toEqual([
      ['GroundAdvantage', '9.30', 5],
      ['Priority', '15.50', 3],
      ['NextDayAir', '44.00', 1],
    ]);
    expect(await client.Shipment.retrieve(long.id)).toMatchObject({ id: long.id, usps_zone: 8 });

    await expect(
      client.Shipment.create(shipmentParams({ to_address: { ...CUSTOMER, zip: undefined } })),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHIPMENT.INVALID_PARAMS',
      errors: [{ field: 'shipment.to_address.zip', message: 'must be present' }],
    });
    await expect(client.Shipment.create(shipmentParams({ parcel: { weight: 0 } }))).rejects.toMatchObject({
      statusCode: 422,
      errors: [{ field: 'shipment.parcel.weight' }],
    });
    await expect(client.Shipment.retrieve('shp_missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('buys a label: tracking code, selected rate, postage label and a pre_transit tracker', async () => {
    const shipment = await client.Shipment.create(shipmentParams());
    const priority = shipment.rates.find((r) => r.service === 'Priority')!;
    await expect(client.Shipment.buy(shipment.id, 'rate_unknown')).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHIPMENT.RATE.INVALID',
    });
    const bought = await client.Shipment.buy(shipment.id, priority);
    expect(bought.tracking_code).toMatch(/^EZ\d{18}$/);
    expect(bought).toMatchObject({
      id: shipment.id,
      status: 'pre_transit',
      selected_rate: { id: priority.id, carrier: 'USPS', service: 'Priority', rate: '10.60' },
      postage_label: {
        object: 'PostageLabel',
        label_file_type: 'application/pdf',
        label_size: '4x6',
        label_url: `${sandbox.url}/labels/${shipment.id}.pdf`,
        label_pdf_url: `${sandbox.url}/labels/${shipment.id}.pdf`,
      },
      fees: [{ type: 'PostageFee', amount: '10.60' }],
      tracker: {
        object: 'Tracker',
        mode: 'test',
        tracking_code: bought.tracking_code,
        status: 'pre_transit',
        status_detail: 'label_created',
        carrier: 'USPS',
        shipment_id: shipment.id,
        weight: 20,
        tracking_details: [
          {
            object: 'TrackingDetail',
            message: 'Label created',
            status: 'pre_transit',
            tracking_location: {
              object: 'TrackingLocation',
              city: 'SAN FRANCISCO',
              state: 'CA',
              zip: '94104',
            },
          },
        ],
      },
    });
    expect(bought.postage_label.label_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // One label per shipment, ever.
    await expect(client.Shipment.buy(shipment.id, priority)).rejects.toMatchObject({
      statusCode: 422,
      code: 'SHIPMENT.POSTAGE.EXISTS',
    });
    const again = await client.Shipment.retrieve(shipment.id);
    expect(again.tracking_code).toBe(bought.tracking_code);
    // Tracking codes are unique.
    const other = await boughtShipment();
    expect(other.tracking_code).not.toBe(bought.tracking_code);
  });

  it('serves a real 4×6 PDF label with the addresses, the service, the tracking code and a barcode', async () => {
    const bought = await boughtShipment();
    const response = await fetch(bought.postage_label.label_pdf_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { doc, text, images } = await labelContents(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual(LABEL_SIZE);
    expect(LABEL_SIZE).toEqual({ width: 288, height: 432 });
    expect(doc.getSubject()).toBe(bought.tracking_code);
    expect(images).toBe(1);
    for (const line of [
      bought.tracking_code,
      'USPS',
      'GROUND ADVANTAGE',
      'FROM:',
      'SHIP TO:',
      'PhoneHub',
      '417 Montgomery Street',
      'Jose Alvarez', // the standard fonts carry no accents
      'Redondo Beach, CA 90277',
      'REF order-1001',
    ])
      expect(text).toContain(drawn(line));
    expect(text).not.toContain(drawn('RETURN'));
    // The same bytes every time (rendered once), and nothing for a shipment without a label.
    const again = new Uint8Array(await (await fetch(bought.postage_label.label_url)).arrayBuffer());
    expect(Buffer.compare(again, bytes)).toBe(0);
    const unbought = await client.Shipment.create(shipmentParams());
    expect((await fetch(`${sandbox.url}/labels/${unbought.id}.pdf`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/labels/shp_0000.pdf`)).status).toBe(404);
  });

  it('makes a return label: addresses swapped as EasyPost does, RETURN on the label', async () => {
    // The outbound shipment's addresses, as EasyPost asks for returns: the parcel goes back to the warehouse.
    const bought = await boughtShipment({ is_return: true });
    expect(bought).toMatchObject({
      is_return: true,
      to_address: { company: 'PhoneHub' },
      from_address: { name: 'José Álvarez' },
      tracker: { is_return: true, tracking_details: [{ tracking_location: { city: 'REDONDO BEACH' } }] },
    });
    const bytes = new Uint8Array(await (await fetch(bought.postage_label.label_pdf_url)).arrayBuffer());
    const { text } = await labelContents(bytes);
    expect(text).toContain(drawn('RETURN'));
    expect(text).toContain(drawn(bought.tracking_code));
  });

  it('creates, retrieves and lists trackers; test tracking codes start where EasyPost’s do', async () => {
    const bought = await boughtShipment();
    const created = await client.Tracker.create({ tracking_code: bought.tracking_code, carrier: 'USPS' });
    expect(created.id).toBe(bought.tracker.id);
    expect(await client.Tracker.retrieve(created.id)).toMatchObject({
      tracking_code: bought.tracking_code,
      public_url: `${sandbox.url}/track/${created.id}`,
    });
    const page = await fetch(created.public_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Label created');

    const delivered = await client.Tracker.create({ tracking_code: 'EZ4000000004', carrier: 'USPS' });
    expect(delivered).toMatchObject({ status: 'delivered', shipment_id: null });
    expect(delivered.tracking_details.map((d) => d.status)).toEqual([
      'pre_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    const foreign = await client.Tracker.create({ tracking_code: '9400100000000000000000', carrier: 'usps' });
    expect(foreign).toMatchObject({ status: 'pre_transit', carrier: 'USPS' });

    const listed = await client.Tracker.all({
      tracking_codes: [bought.tracking_code, 'EZ4000000004'],
    } as object);
    expect(listed.trackers.map((t) => t.tracking_code)).toEqual(['EZ4000000004', bought.tracking_code]);
    expect(listed.has_more).toBe(false);
    const one = await client.Tracker.all({ tracking_code: bought.tracking_code });
    expect(one.trackers).toHaveLength(1);
    const firstPage = await client.Tracker.all({ page_size: 2 });
    expect(firstPage).toMatchObject({ has_more: true });
    expect(firstPage.trackers).toHaveLength(2);
    const nextPage = await client.Tracker.getNextPage(firstPage);
    expect(nextPage.trackers.map((t) => t.id)).toEqual([bought.tracker.id]);
    await expect(client.Tracker.retrieve('trk_missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('advances a parcel along its way without a status, and refuses moving a delivered one', async () => {
    const bought = await boughtShipment();
    const code = bought.tracking_code;
    const steps = [];
    for (let i = 0; i < 3; i++) {
      const response = await advance(sandbox, code);
      expect(response.status).toBe(200);
      steps.push(await response.json());
    }
    expect(steps.map((t) => t.status)).toEqual(['in_transit', 'out_for_delivery', 'delivered']);
    const tracker = await client.Tracker.retrieve(bought.tracker.id);
    expect(tracker).toMatchObject({
      status: 'delivered',
      status_detail: 'arrived_at_destination',
      finalized: true,
    });
    expect(tracker.tracking_details.map((d) => [d.status, d.message, d.tracking_location.city])).toEqual([
      ['pre_transit', 'Label created', 'SAN FRANCISCO'],
      ['in_transit', 'Accepted at origin facility', 'SAN FRANCISCO'],
      ['out_for_delivery', 'Out for delivery', 'REDONDO BEACH'],
      ['delivered', 'Delivered', 'REDONDO BEACH'],
    ]);
    const times = tracker.tracking_details.map((d) => Date.parse(d.datetime));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]);
    expect(tracker.updated_at).toBe(tracker.tracking_details[3].datetime);
    expect((await client.Shipment.retrieve(bought.id)).status).toBe('delivered');

    const refused = await advance(sandbox, code);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'TRACKER.FINALIZED' } });
    expect((await advance(sandbox, code, { status: 'in_transit' })).status).toBe(400);
  });

  it('advances to a given status (Basic auth as the SDK sends it); a failed delivery goes back to the sender', async () => {
    const bought = await boughtShipment();
    const code = bought.tracking_code;
    const basic = `Basic ${Buffer.from(`${sandbox.apiKey}:`).toString('base64')}`;
    const failed = await advance(sandbox, code, { status: 'failure' }, basic);
    expect(await failed.json()).toMatchObject({
      status: 'failure',
      status_detail: 'delivery_exception',
      tracking_details: [
        { status: 'pre_transit' },
        { status: 'failure', message: 'Delivery attempt failed' },
      ],
    });
    const returned = await advance(sandbox, code);
    expect(await returned.json()).toMatchObject({ status: 'return_to_sender', finalized: true });
    expect((await advance(sandbox, code, { status: 'delivered' })).status).toBe(400);

    const other = await boughtShipment();
    const bad = await advance(sandbox, other.tracking_code, { status: 'pre_transit' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'PARAMETER.INVALID', errors: [{ field: 'status' }] },
    });
    expect((await advance(sandbox, other.tracking_code, { status: 'out_for_delivery' })).status).toBe(200);
    expect((await advance(sandbox, 'EZ999')).status).toBe(404);
    const notJson = await fetch(`${sandbox.url}/_sandbox/trackers/${other.tracking_code}/advance`, {
      method: 'POST',
      headers: { authorization: basic },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('sends signed tracker events that the SDK’s validateWebhook accepts, and refuses when the body changes', async () => {
    const bought = await boughtShipment();
    await advance(sandbox, bought.tracking_code);
    await sandbox.webhooksSettled();
    expect(receiver.received).toHaveLength(2);
    const [created, updated] = receiver.received;
    expect(created.headers['content-type']).toBe('application/json');
    expect(created.headers['x-hmac-signature']).toBe(signCarrierWebhook(created.body, sandbox.webhookSecret));

    const event = client.Utils.validateWebhook(
      Buffer.from(created.body),
      created.headers,
      sandbox.webhookSecret,
    );
    expect(event).toMatchObject({
      object: 'Event',
      mode: 'test',
      description: 'tracker.created',
      status: 'completed',
      result: { object: 'Tracker', tracking_code: bought.tracking_code, status: 'pre_transit' },
    });
    // EasyPost writes weights as floats; the raw body is what validateWebhook hashes.
    expect(created.body).toContain('"weight":20.0');
    expect(
      client.Utils.validateWebhook(Buffer.from(updated.body), updated.headers, sandbox.webhookSecret),
    ).toMatchObject({
      description: 'tracker.updated',
      previous_attributes: { status: 'pre_transit' },
      result: { status: 'in_transit', tracking_details: [{}, { status: 'in_transit' }] },
    });

    const forged = created.body.replace('"pre_transit"', '"delivered"');
    expect(() =>
      client.Utils.validateWebhook(Buffer.from(forged), created.headers, sandbox.webhookSecret),
    ).toThrow('Webhook received did not originate from EasyPost or had a webhook secret mismatch.');
    expect(() =>
      client.Utils.validateWebhook(Buffer.from(created.body), created.headers, 'another-secret'),
    ).toThrow();
    expect(() => client.Utils.validateWebhook(Buffer.from(created.body), {}, sandbox.webhookSecret)).toThrow(
      'Webhook does not contain a valid HMAC signature.',
    );

    // The record keeps each event as sent, so a test can replay an older one after a newer one.
    expect(
      sandbox.deliveries.map((d) => [d.description, d.trackingCode, d.status, d.attempts, d.delivered]),
    ).toEqual([
      ['tracker.created', bought.tracking_code, 'pre_transit', 1, true],
      ['tracker.updated', bought.tracking_code, 'in_transit', 1, true],
    ]);
    const old = sandbox.deliveries[0];
    expect(old.eventId).toBe(JSON.parse(created.body).id);
    expect(old.payload).toBe(created.body);
    expect(
      client.Utils.validateWebhook(
        Buffer.from(old.payload),
        { 'X-Hmac-Signature': old.signature },
        sandbox.webhookSecret,
      ),
    ).toMatchObject({ id: old.eventId, result: { status: 'pre_transit' } });
  });

  it('signs with the NFKD-normalised secret, as validateWebhook keys its HMAC', async () => {
    // 'ﬁ' (a ligature) normalises to 'fi' under NFKD: both spellings must verify the same signature.
    const secretSandbox = await startCarrierSandbox({
      port: 0,
      webhookUrl: receiver.url,
      webhookSecret: 'ﬁne-secret',
    });
    try {
      const shipment = await sdkFor(secretSandbox).Shipment.create(shipmentParams());
      await sdkFor(secretSandbox).Shipment.buy(shipment.id, shipment.rates[0]);
      await secretSandbox.webhooksSettled();
      const [{ body, headers }] = receiver.received;
      expect(client.Utils.validateWebhook(Buffer.from(body), headers, 'fine-secret')).toMatchObject({
        description: 'tracker.created',
      });
    } finally {
      await secretSandbox.close();
    }
  });

  it('retries a failing receiver with backoff and records the outcome', async () => {
    const flaky = await startReceiver([500, 503]);
    sandbox.setWebhookUrl(flaky.url);
    try {
      await boughtShipment();
      await sandbox.webhooksSettled();
      expect(flaky.received).toHaveLength(3);
      expect(new Set(flaky.received.map((r) => r.body)).size).toBe(1);
      expect(sandbox.deliveries[0]).toMatchObject({ attempts: 3, lastStatus: 200, delivered: true });
    } finally {
      await flaky.close();
    }

    const down = await startReceiver([500, 500, 500, 500, 500]);
    const brief = await startCarrierSandbox({
      port: 0,
      webhookUrl: down.url,
      webhookAttempts: 2,
      webhookRetryDelayMs: 10,
    });
    try {
      const shipment = await sdkFor(brief).Shipment.create(shipmentParams());
      await sdkFor(brief).Shipment.buy(shipment.id, shipment.rates[0]);
      await brief.webhooksSettled();
      expect(down.received).toHaveLength(2);
      expect(brief.deliveries[0]).toMatchObject({ attempts: 2, lastStatus: 500, delivered: false });
    } finally {
      await brief.close();
      await down.close();
    }

    sandbox.setWebhookUrl(null);
    const before = sandbox.deliveries.length;
    await boughtShipment();
    expect(sandbox.deliveries).toHaveLength(before);
  });

  it('honours Idempotency-Key: a retried buy answers the same label and makes no second one', async () => {
    const shipment = await client.Shipment.create(shipmentParams());
    const keyed = sdkFor(sandbox, sandbox.apiKey, `buy-${shipment.id}`);
    const first = await keyed.Shipment.buy(shipment.id, shipment.rates[0]);
    const second = await keyed.Shipment.buy(shipment.id, shipment.rates[0]);
    expect(second.tracking_code).toBe(first.tracking_code);
    expect(second.postage_label.id).toBe(first.postage_label.id);
    await expect(keyed.Shipment.buy(shipment.id, shipment.rates[1])).rejects.toMatchObject({
      statusCode: 422,
      code: 'IDEMPOTENCY.KEY_REUSED',
    });
    await expect(client.Shipment.buy(shipment.id, shipment.rates[0])).rejects.toMatchObject({
      code: 'SHIPMENT.POSTAGE.EXISTS',
    });
    await sandbox.webhooksSettled();
    expect(sandbox.deliveries.filter((d) => d.description === 'tracker.created')).toHaveLength(1);
  });
});
