import { randomUUID } from 'node:crypto';
import type { TradeRequest } from '@phonehub/contracts';
import { JOB_SCHEMA, EVENTS_QUEUE } from '../src/jobs/job-queue.service';
import { TradeStatusChangedEvent } from '../src/trade/events/trade-status-changed.event';
import { readOutbox, signInAsAdmin, waitForMail } from './support/fixtures';
import { useTestApp } from './support/test-app';

// A trade review publishes TradeStatusChangedEvent (and so mails the customer) as jobs written in
// its transaction: a review whose commit fails leaves no job and sends no mail.

describe('trade review events', () => {
  const { t, api } = useTestApp(
    {},
    {
      beforeClose: async () => {
        await t.db.query(`DROP TRIGGER IF EXISTS e2e_refuse_${suffix} ON trade_requests`);
        await t.db.query(`DROP FUNCTION IF EXISTS e2e_refuse_${suffix}()`);
      },
    },
  );
  let adminToken: string;
  const suffix = randomUUID().replace(/-/g, '').slice(0, 12);
  // A reason the deferred trigger below refuses at COMMIT, after every statement of the review ran.
  const REFUSED_REASON = `refused at commit ${suffix}`;

  beforeAll(async () => {
    adminToken = await signInAsAdmin(api);
    await t.db.query(`CREATE FUNCTION e2e_refuse_${suffix}() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`);
    await t.db.query(`CREATE CONSTRAINT TRIGGER e2e_refuse_${suffix} AFTER UPDATE ON trade_requests
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.rejection_reason = '${REFUSED_REASON}')
      EXECUTE FUNCTION e2e_refuse_${suffix}()`);
  });

  async function addTrade(email: string): Promise<{ id: string; trackingCode: string }> {
    const trackingCode = `TR-E${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
    const [row] = await t.db.query(
      `INSERT INTO trade_requests (tracking_code, is_guest, status, brand, model, storage, condition, serial_number,
                                   images, partner_id, partner_name, estimated_value_cents, first_name, last_name,
                                   email, phone, street, city, state, zip_code)
       VALUES ($1, true, 'pending_review', 'Google', 'Pixel 8', '128GB', 'good', $2, '{}', 'partner', 'Partner',
               30000, 'Avery', 'ONeil', $3, '5551234567', '1 Market St', 'SF', 'CA', '94105')
       RETURNING id`,
      [trackingCode, `SN${randomUUID().slice(0, 8)}`, email],
    );
    return { id: row.id, trackingCode };
  }

  const review = (id: string, body: Record<string, unknown>) =>
    api.put<TradeRequest>(`/api/admin/trades/${id}`, body, { token: adminToken });
  /** The committed jobs of the trade's status events (one per handler of the event). */
  const publishedFor = async (trackingCode: string): Promise<Array<{ payload: Record<string, unknown> }>> =>
    t.db.query(
      `SELECT data->'payload' AS payload FROM ${JOB_SCHEMA}.job WHERE name = $1 AND data->>'event' = $2 AND data->'payload'->>'trackingCode' = $3`,
      [EVENTS_QUEUE, TradeStatusChangedEvent.eventName, trackingCode],
    );

  it('publishes nothing and mails no one when the review rolls back at commit', async () => {
    const email = `rolled-back-${suffix}@example.com`;
    const trade = await addTrade(email);

    const refused = await review(trade.id, { status: 'rejected', rejectionReason: REFUSED_REASON });
    expect(refused.status).toBe(500);
    const [row] = await t.db.query('SELECT status, rejection_reason FROM trade_requests WHERE id = $1', [
      trade.id,
    ]);
    expect(row).toEqual({ status: 'pending_review', rejection_reason: null });
    // The event's jobs were written in the review's transaction: rolled back with it.
    expect(await publishedFor(trade.trackingCode)).toHaveLength(0);

    // The same trade reviewed again commits: one event, one mail, for the committed decision only.
    const rejected = await review(trade.id, { status: 'rejected', rejectionReason: 'Cracked back glass' });
    expect(rejected.status).toBe(200);
    expect(await publishedFor(trade.trackingCode)).toHaveLength(1);
    const [mail] = await waitForMail(t.outboxDir, email);
    expect(mail.text).toContain('Cracked back glass');
    expect(mail.text).not.toContain(REFUSED_REASON);
    expect((await readOutbox(t.outboxDir)).filter((m) => m.to === email)).toHaveLength(1);
  });

  it('publishes the change once it has committed, with the values it committed', async () => {
    const email = `committed-${suffix}@example.com`;
    const trade = await addTrade(email);
    const approved = await review(trade.id, { status: 'approved', finalValue: 275 });
    expect(approved.status).toBe(200);
    expect((await publishedFor(trade.trackingCode)).map((job) => job.payload)).toEqual([
      expect.objectContaining({ email, status: 'approved', finalValue: 275, rejectionReason: null }),
    ]);
    // Editing the final value keeps the status: no second event.
    expect((await review(trade.id, { status: 'approved', finalValue: 260 })).status).toBe(200);
    expect(await publishedFor(trade.trackingCode)).toHaveLength(1);
  });
});
