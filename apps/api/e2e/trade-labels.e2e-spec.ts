import type { TrackedTrade, TradeRequest } from '@phonehub/contracts';
import { deviceDisplayName } from '@phonehub/domain';
import { EVENTS_QUEUE, JOB_SCHEMA } from '../src/jobs/job-queue.service';
import { ParcelStatusChangedEvent } from '../src/shipping/events/parcel-status-changed.event';
import { LABEL_LAPSED_REASON, TradeLabelDeadlines } from '../src/trade/trade-label-deadlines';
import { eventually, readOutbox, register, uniqueEmail, waitForMail } from './support/fixtures';
import { advanceParcel, useShippingShop } from './support/shipping-shop';
import { approvedTradeWithLabel, usePricedDevice } from './support/trades';

// Issue 36: an approved trade-in gets a prepaid label to the warehouse (bought from the carrier
// sandbox, mailed, offered on the trade and track pages); the carrier's tracking moves the trade to
// received; the customer is reminded at day 14 and the offer lapses after 21 days without a scan.

describe('trade-in prepaid labels', () => {
  const shop = useShippingShop();
  const { t, api, carrier } = shop;
  const device = usePricedDevice(shop, 'Labelbrand', 'Phone L');
  const deviceName = () => deviceDisplayName(device.brand, device.model);

  const track = async (code: string) => (await api.get<TrackedTrade>(`/api/trade/track/${code}`)).body;
  const notes = (trade: TradeRequest) => trade.timeline.map((step) => `${step.status}: ${step.note}`);
  const mailsTo = async (email: string, subject: string) =>
    (await readOutbox(t.outboxDir)).filter((mail) => mail.to === email && mail.subject === subject);
  const setApprovedDaysAgo = (id: string, days: number) =>
    t.db.query(`UPDATE trade_requests SET approved_at = now() - make_interval(days => $2) WHERE id = $1`, [
      id,
      days,
    ]);

  it('buys the label on approval, mails it, offers it on both pages, and receives the trade on delivery', async () => {
    const owner = await register(api);
    const trade = await approvedTradeWithLabel(
      shop,
      device,
      { userId: owner.user.id, email: owner.email },
      'TR-LA',
    );
    const page = async () =>
      (await api.get<TradeRequest>(`/api/trade/requests/${trade.id}`, { token: owner.access_token })).body;

    const first = await page();
    const label = first.shipping_label;
    expect(label).toMatchObject({
      carrier: 'USPS',
      status: 'label_created',
      tracking_code: expect.stringMatching(/^EZ\d+$/),
      label_url: expect.stringContaining('.pdf'),
      expires_at: expect.any(String),
    });
    // 21 days from the approval.
    const days = (Date.parse(label!.expires_at!) - Date.parse(first.reviewedAt!)) / 86_400_000;
    expect(Math.round(days)).toBe(21);
    const pdf = await fetch(label!.label_url!);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    expect(notes(first)).toContain(
      `approved: Prepaid label created (USPS ${label!.service}, tracking ${label!.tracking_code})`,
    );
    // The public track page (reached with the code) offers the same label to print.
    expect((await track(trade.trackingCode)).shipping_label).toEqual(label);

    const [mail] = await eventually(
      () => mailsTo(owner.email, `Your prepaid label to send your ${deviceName()}`),
      (found) => found.length === 1,
      'the label mail',
    );
    expect(mail.text).toContain(label!.label_url!);
    expect(mail.text).toContain(label!.tracking_code);
    expect(mail.html).toContain('Print your prepaid label (PDF)');

    await advanceParcel(carrier, label!.tracking_code, 'in_transit');
    const onItsWay = `approved: On its way to us (tracking ${label!.tracking_code})`;
    await eventually(page, (trade) => notes(trade).includes(onItsWay), 'the trade on its way');
    await advanceParcel(carrier, label!.tracking_code, 'delivered');
    const received = await eventually(page, (trade) => trade.status === 'received', 'the trade received');
    expect(notes(received).filter((note) => note === onItsWay)).toHaveLength(1);
    expect(notes(received)).toContain('received: Received at our warehouse');
    expect(received.shipping_label).toMatchObject({ status: 'delivered', label_url: null });
    // The carrier's scans, newest first, with their places.
    expect(received.shipping_label!.events.map((event) => event.status)).toEqual([
      'delivered',
      'in_transit',
      'label_created',
    ]);
    const [change] = await t.db.query(
      `SELECT actor_kind FROM status_changes WHERE subject = 'trade' AND record_id = $1 AND to_status = 'received'`,
      [trade.id],
    );
    expect(change).toEqual({ actor_kind: 'system' });
    await waitForMail(t.outboxDir, owner.email, 3);
    expect((await readOutbox(t.outboxDir)).map((m) => m.subject)).toContain(
      'Your PhoneHub trade-in is received',
    );
  });

  it('reminds once at day 14, then lapses the trade after 21 days without a scan', async () => {
    const email = uniqueEmail('lapse');
    const trade = await approvedTradeWithLabel(shop, device, { userId: null, email }, 'TR-LB');
    const deadlines = t.app.get(TradeLabelDeadlines);

    await setApprovedDaysAgo(trade.id, 13);
    expect((await deadlines.run()).reminded).not.toContain(trade.id);
    await setApprovedDaysAgo(trade.id, 15);
    expect((await deadlines.run()).reminded).toContain(trade.id);
    expect((await deadlines.run()).reminded).not.toContain(trade.id);
    const reminder = `Reminder: send your ${deviceName()} by`;
    await eventually(
      async () =>
        (await readOutbox(t.outboxDir)).filter((m) => m.to === email && m.subject.startsWith(reminder)),
      (found) => found.length === 1,
      'the reminder',
    );

    await setApprovedDaysAgo(trade.id, 22);
    const run = await deadlines.run();
    expect(run.lapsed).toContain(trade.id);
    expect(run.reminded).not.toContain(trade.id);
    const tracked = await track(trade.trackingCode);
    expect(tracked).toMatchObject({ status: 'cancelled', label_lapsed_at: expect.any(String) });
    // A lapsed trade's label is no longer offered.
    expect(tracked.shipping_label).toMatchObject({ status: 'label_created', label_url: null });
    const [row] = await t.db.query(
      `SELECT e.note FROM trade_events e WHERE e.trade_id = $1 AND e.status = 'cancelled'`,
      [trade.id],
    );
    expect(row.note).toBe(LABEL_LAPSED_REASON);
    const [cancelled] = await eventually(
      () => mailsTo(email, 'Your PhoneHub trade-in is cancelled'),
      (found) => found.length === 1,
      'the lapse mail',
    );
    expect(cancelled.text).toContain(LABEL_LAPSED_REASON);
    expect((await deadlines.run()).lapsed).not.toContain(trade.id);
  });

  it('lets the admin receive a walk-in by hand; the carrier delivering it later changes nothing', async () => {
    const email = uniqueEmail('walkin');
    const trade = await approvedTradeWithLabel(shop, device, { userId: null, email }, 'TR-LC');
    const received = await api.put<TradeRequest>(
      `/api/admin/trades/${trade.id}`,
      { status: 'received' },
      { token: shop.adminToken },
    );
    expect(received.status).toBe(200);
    expect(received.body.status).toBe('received');
    const code = received.body.shipping_label!.tracking_code;

    await advanceParcel(carrier, code, 'delivered');
    // The trade's handler of the delivery has run.
    await eventually(
      () =>
        t.db.query(
          `SELECT state FROM ${JOB_SCHEMA}.job WHERE name = $1 AND data->>'event' = $2
              AND data->>'handler' = 'TradeLabels.followParcel' AND data->'payload'->>'subjectId' = $3`,
          [EVENTS_QUEUE, ParcelStatusChangedEvent.eventName, trade.id],
        ),
      (rows: Array<{ state: string }>) => rows.some((job) => job.state === 'completed'),
      'the delivery handled',
    );
    const after = await api.get<TradeRequest>(`/api/trade/requests/${trade.id}`, { token: shop.adminToken });
    expect(after.body.status).toBe('received');
    expect(notes(after.body)).not.toContain('received: Received at our warehouse');
    expect(notes(after.body).filter((note) => note.startsWith('received:'))).toHaveLength(1);
  });
});
