import type { Paged, TradeRequest } from '@phonehub/contracts';
import { luhnValid, TRADE_MESSAGES } from '@phonehub/domain';
import { NORMALISE_TRADE_IMEIS } from '../src/database/migrations/1767940000000-imei-and-stock-alert-confirmation';
import { addDevicePricing, signInAsAdmin } from './support/fixtures';
import type { Answer } from './support/http';
import { useTempDir, useTestApp } from './support/test-app';
import { freshImei, submitGuestTrade } from './support/trades';

// Issue 34, finding 4: "IMEI checks bypassed with a prefix". The blocklisted 356998877665542 was
// refused, 'IMEI356998877665542' was accepted and stored without an IMEI, and the blocklist was not
// checked again at review. An IMEI is now read from a serial however it is written (letters, spaces
// and separators dropped, 15 digits passing Luhn), stored as its digits, checked at submission and
// again when the admin approves or values the trade.

/** The reviewer's number: a valid IMEI (Luhn), on the blocklist in this file. */
const REPORTED = '356998877665542';

describe('IMEI checks (issue 34, finding 4)', () => {
  const { t, api } = useTestApp({ TRADE_UPLOAD_DIR: useTempDir('phonehub-imei-') });
  let adminToken: string;
  const BRAND = `Imeibrand${Date.now().toString(36)}`;
  const MODEL = 'Phone I';

  beforeAll(async () => {
    expect(luhnValid(REPORTED)).toBe(true);
    adminToken = await signInAsAdmin(api);
    await addDevicePricing(api, adminToken, BRAND, MODEL);
    expect(await block(REPORTED)).toBe(201);
  });

  async function block(imei: string): Promise<number> {
    const res = await api.post(
      '/api/admin/trade-imei-blocklist',
      { imei, reason: 'Reported stolen, police report 2026-114' },
      { token: adminToken },
    );
    return res.status;
  }

  const submit = (serialNumber: string) =>
    submitGuestTrade<{ id: string; tracking_code: string }>(
      api,
      { brand: BRAND, model: MODEL },
      serialNumber,
    );

  const stored = async (id: string) =>
    (await t.db.query('SELECT serial_number, imei, status FROM trade_requests WHERE id = $1', [id]))[0] as {
      serial_number: string;
      imei: string | null;
      status: string;
    };

  const tradeCount = async () =>
    ((await t.db.query('SELECT count(*)::int AS n FROM trade_requests')) as Array<{ n: number }>)[0].n;

  it.each([REPORTED, `IMEI${REPORTED}`, '35-699887-766554-2', 'imei: 35 699887 766554 2', `SN/${REPORTED}`])(
    'refuses the blocklisted device written as %j, and stores nothing',
    async (serial) => {
      const before = await tradeCount();
      const refused = await submit(serial);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', detail: TRADE_MESSAGES.imeiBlocked });
      expect(await tradeCount()).toBe(before);
    },
  );

  it('refuses an IMEI-like serial that is not 15 digits passing Luhn, however it is written', async () => {
    const valid = freshImei();
    const wrongDigit = valid.slice(0, 14) + String((Number(valid[14]) + 1) % 10);
    for (const serial of [`IMEI${wrongDigit}`, `IMEI${valid.slice(0, 14)}`, `IMEI${valid}7`, `A1${valid}`]) {
      const res = await submit(serial);
      expect({ serial, status: res.status, detail: res.body.detail }).toEqual({
        serial,
        status: 400,
        detail: TRADE_MESSAGES.imeiInvalid,
      });
    }
  });

  it('stores an IMEI written with a prefix or separators as its 15 digits; one open trade per IMEI holds on them', async () => {
    const imei = freshImei();
    const dashed = `${imei.slice(0, 2)}-${imei.slice(2, 8)}-${imei.slice(8, 14)}-${imei.slice(14)}`;
    const first = await submit(`IMEI${imei}`);
    expect(first.status).toBe(201);
    expect(await stored(first.body.id)).toEqual({ serial_number: imei, imei, status: 'pending_review' });

    for (const serial of [imei, dashed, `imei ${imei}`]) {
      const again = await submit(serial);
      expect({ serial, status: again.status, detail: again.body.detail }).toEqual({
        serial,
        status: 409,
        detail: TRADE_MESSAGES.imeiInOpenTrade,
      });
    }

    // Tracking by serial finds it written either way (with the trade's email).
    const [{ email }] = await t.db.query('SELECT email FROM trade_requests WHERE id = $1', [first.body.id]);
    const tracked = await api.get<{ tracking_code: string }>(
      `/api/trade/track/${encodeURIComponent(dashed)}?email=${encodeURIComponent(email)}`,
    );
    expect(tracked.status).toBe(200);
    expect(tracked.body.tracking_code).toBe(first.body.tracking_code);
  });

  it('keeps a serial number that is not an IMEI as given, with no IMEI', async () => {
    const trade = await submit('F2LXK9QWJ8PD');
    expect(trade.status).toBe(201);
    expect(await stored(trade.body.id)).toMatchObject({ serial_number: 'F2LXK9QWJ8PD', imei: null });
  });

  it('checks again at review: a device blocklisted after it was sent cannot be approved; the admin sees why and may reject', async () => {
    const imei = freshImei();
    const sent = await submit(`IMEI ${imei}`);
    expect(sent.status).toBe(201);
    const admin = async (path: string) => api.get<Answer<TradeRequest>>(path, { token: adminToken });

    const before = await admin(`/api/trade/requests/${sent.body.id}`);
    expect(before.body).toMatchObject({ imei, imei_blocked: null });

    expect(await block(imei)).toBe(201);

    const shown = await admin(`/api/trade/requests/${sent.body.id}`);
    expect(shown.body).toMatchObject({
      imei,
      imei_blocked: { reason: 'Reported stolen, police report 2026-114' },
    });
    const listed = await api.get<Paged<TradeRequest>>(
      '/api/admin/trades?status=pending_review&page_size=100',
      {
        token: adminToken,
      },
    );
    expect(listed.body.items.find((trade) => trade.id === sent.body.id)?.imei_blocked).toEqual({
      reason: 'Reported stolen, police report 2026-114',
    });

    const approve = await api.put<Answer<TradeRequest>>(
      `/api/admin/trades/${sent.body.id}`,
      { status: 'approved', finalValue: 250 },
      { token: adminToken },
    );
    expect(approve.status).toBe(409);
    expect(approve.body).toMatchObject({ code: 'CONFLICT', detail: TRADE_MESSAGES.imeiBlockedAtReview });
    expect(await stored(sent.body.id)).toMatchObject({ status: 'pending_review' });

    const reject = await api.put<Answer<TradeRequest>>(
      `/api/admin/trades/${sent.body.id}`,
      { status: 'rejected', rejectionReason: 'The device was reported stolen' },
      { token: adminToken },
    );
    expect(reject.status).toBe(200);
    expect(reject.body.status).toBe('rejected');
  });

  it("does not show a customer the blocklist's standing of their trade", async () => {
    const imei = freshImei();
    const sent = await submit(imei);
    expect(sent.status).toBe(201);
    const tracked = await api.get(`/api/trade/track/${sent.body.tracking_code}`);
    expect(tracked.status).toBe(200);
    expect(JSON.stringify(tracked.body)).not.toContain('imei');
  });

  it('gives existing trades their IMEI where the serial held one behind a prefix (the migration), keeping one open trade per IMEI', async () => {
    let n = 0;
    const insert = async (serial: string, status: string, imei: string | null = null) => {
      const [row] = await t.db.query(
        `INSERT INTO trade_requests (tracking_code, is_guest, status, brand, model, storage, condition, serial_number, imei,
                                     images, partner_id, partner_name, estimated_value_cents, first_name, last_name,
                                     email, phone, street, city, state, zip_code, submitted_at)
         VALUES ($1, true, $2, $3, $4, '128GB', 'good', $5, $6, '{}', 'swiftbuy', 'SwiftBuy', 25000, 'Avery', 'Oneil',
                 'avery@example.com', '5551234567', '1 Market St', 'SF', 'CA', '94105', now() - make_interval(mins => $7))
         RETURNING id`,
        [`TR-M${Date.now().toString(36).toUpperCase()}${++n}`, status, BRAND, MODEL, serial, imei, 100 - n],
      );
      return row.id as string;
    };
    const [a, b, c] = [freshImei(), freshImei(), freshImei()];
    const closed = await insert(`IMEI${a}`, 'completed');
    const openFirst = await insert(`IMEI${b}`, 'pending_review');
    const openSecond = await insert(`SN-${b}`, 'approved');
    const holder = await insert(c, 'received', c);
    const clash = await insert(`IMEI${c}`, 'pending_review');
    const notLuhn = await insert(`IMEI${a.slice(0, 14)}${(Number(a[14]) + 1) % 10}`, 'pending_review');
    const serial = await insert('F2LXK9QWJ8PD', 'pending_review');

    await t.db.query(NORMALISE_TRADE_IMEIS);

    expect(await stored(closed)).toMatchObject({ serial_number: a, imei: a });
    expect(await stored(openFirst)).toMatchObject({ serial_number: b, imei: b });
    expect(await stored(openSecond)).toMatchObject({ serial_number: `SN-${b}`, imei: null });
    expect(await stored(holder)).toMatchObject({ serial_number: c, imei: c });
    expect(await stored(clash)).toMatchObject({ serial_number: `IMEI${c}`, imei: null });
    expect((await stored(notLuhn)).imei).toBeNull();
    expect(await stored(serial)).toMatchObject({ serial_number: 'F2LXK9QWJ8PD', imei: null });
  });
});
