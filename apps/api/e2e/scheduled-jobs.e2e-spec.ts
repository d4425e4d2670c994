import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PasswordResetService } from '../src/auth/password-reset.service';
import { JOB_SCHEMA } from '../src/jobs/job-queue.service';
import { PaymentEventsService } from '../src/payments/payment-events.service';
import { SideEffectsReconciliation } from '../src/reconciliation/side-effects-reconciliation';
import { ProductImagesService } from '../src/catalogue/sellers/product-images.service';
import { SupportAttachmentsService } from '../src/support/support-attachments.service';
import { TradeImagesService } from '../src/trade/uploads/trade-images.service';
import { approvedSeller, eventually, register } from './support/fixtures';
import { addProduct, paidOrder, useSandboxShop } from './support/sandbox-shop';
import { useTempDir } from './support/test-app';

// Scheduled work runs on the job queue (pg-boss cron, one job per slot for the whole cluster): the
// checkout-hold sweeper, the retention jobs and the reconciliation that repairs lost side effects.

const imageId = () => `${randomBytes(16).toString('hex')}.jpg`;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

describe('scheduled jobs', () => {
  const uploadDir = useTempDir('phonehub-retention-');
  const productDir = useTempDir('phonehub-retention-products-');
  const supportDir = useTempDir('phonehub-retention-support-');
  // No grace: the test's own orders are old enough to be reconciled at once.
  const shop = useSandboxShop({
    RECONCILE_GRACE_SECONDS: '0',
    TRADE_UPLOAD_DIR: uploadDir,
    PRODUCT_UPLOAD_DIR: productDir,
    SUPPORT_UPLOAD_DIR: supportDir,
  });

  it('schedules the sweeper, the retention jobs and the reconciliation as cron jobs of the queue', async () => {
    const rows: Array<{ name: string; cron: string }> = await shop.t.db.query(
      `SELECT name, cron FROM ${JOB_SCHEMA}.schedule ORDER BY name`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'checkout-hold-sweep', cron: '* * * * *' },
        { name: 'reconcile-side-effects', cron: '*/15 * * * *' },
        { name: 'retention-auth-sessions', cron: '17 * * * *' },
        { name: 'retention-product-uploads', cron: '57 * * * *' },
        { name: 'retention-reset-tokens', cron: '27 * * * *' },
        { name: 'retention-support-uploads', cron: '51 * * * *' },
        { name: 'retention-trade-uploads', cron: '47 * * * *' },
        { name: 'retention-verification-tokens', cron: '37 * * * *' },
        { name: 'retention-webhook-events', cron: '7 * * * *' },
      ]),
    );
  });

  describe('the reconciliation', () => {
    /** A seller (partner application approved) and a product of theirs. */
    async function sellerProduct(): Promise<string> {
      const { api, adminToken, t } = shop;
      const seller = await approvedSeller(api, adminToken, `Reconcile Shop ${randomUUID().slice(0, 6)}`, {
        account: { first_name: 'Sam' },
        email: 'sales@seller.example',
      });
      const productId = await addProduct(t, 10_000, 5, 'reconcile');
      await t.db.query('UPDATE products SET seller_id = $2 WHERE id = $1', [productId, seller.user.id]);
      return productId;
    }

    const earnings = async (orderId: string) =>
      (await shop.t.db.query(
        `SELECT available_at FROM seller_ledger_entries WHERE order_id = $1 AND kind = 'earning'`,
        [orderId],
      )) as Array<{
        available_at: Date | null;
      }>;
    const confirmations = async (orderId: string) =>
      (await shop.t.db.query(`SELECT status FROM mails WHERE dedupe_key = $1`, [
        `order-confirmation:${orderId}`,
      ])) as Array<{ status: string }>;

    it('repairs a paid order whose ledger rows and confirmation mail were lost, once, and leaves whole orders alone', async () => {
      const productId = await sellerProduct();
      const shopper = await register(shop.api);
      const order = await paidOrder(shop, shopper, [{ id: productId, quantity: 2 }]);
      await eventually(
        () => earnings(order.id),
        (rows) => rows.length === 1,
        'the earning',
      );
      await eventually(
        () => confirmations(order.id),
        (rows) => rows[0]?.status === 'sent',
        'the confirmation sent',
      );
      const reconciliation = shop.t.app.get(SideEffectsReconciliation);
      expect((await reconciliation.reconcile()).paid).not.toContain(order.id);

      // What a crash between the commit and its handlers would have left (before the queue).
      await shop.t.db.query('DELETE FROM seller_ledger_entries WHERE order_id = $1', [order.id]);
      await shop.t.db.query('DELETE FROM mails WHERE dedupe_key = $1', [`order-confirmation:${order.id}`]);
      expect((await reconciliation.reconcile()).paid).toContain(order.id);

      await eventually(
        () => earnings(order.id),
        (rows) => rows.length === 1,
        'the earning again',
      );
      await eventually(
        () => confirmations(order.id),
        (rows) => rows[0]?.status === 'sent',
        'the confirmation again',
      );
      // Repaired: the next run finds nothing, and the repair counted nothing twice.
      expect((await reconciliation.reconcile()).paid).not.toContain(order.id);
      expect(await earnings(order.id)).toHaveLength(1);
      expect(await confirmations(order.id)).toHaveLength(1);
    });

    it("dates a delivered order's earnings when its delivery's handler never ran", async () => {
      const productId = await sellerProduct();
      const shopper = await register(shop.api);
      const order = await paidOrder(shop, shopper, [{ id: productId, quantity: 1 }]);
      await eventually(
        () => earnings(order.id),
        (rows) => rows.length === 1,
        'the earning',
      );
      // Delivered behind the service's back: no event, so the earning stays undated.
      await shop.t.db.query(
        `UPDATE orders SET status = 'delivered', delivered_at = now() - interval '1 minute' WHERE id = $1`,
        [order.id],
      );
      expect((await earnings(order.id))[0].available_at).toBeNull();

      expect((await shop.t.app.get(SideEffectsReconciliation).reconcile()).delivered).toContain(order.id);
      const [dated] = await eventually(
        () => earnings(order.id),
        (rows) => rows[0]?.available_at !== null,
        'the earning dated',
      );
      // The return window (30 days by default) counted from the delivery.
      expect(new Date(dated.available_at as Date).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    });
  });

  describe('retention', () => {
    it('forgets webhook events past the provider retries, keeping recent ones', async () => {
      const [old, recent] = [`evt_old_${randomUUID()}`, `evt_new_${randomUUID()}`];
      await shop.t.db.query(
        `INSERT INTO processed_webhook_events (id, type, processed_at) VALUES ($1, 'checkout.session.completed', now() - interval '73 hours'),
                                                                           ($2, 'checkout.session.completed', now() - interval '71 hours')`,
        [old, recent],
      );
      expect(await shop.t.app.get(PaymentEventsService).forgetProcessedEvents()).toBeGreaterThanOrEqual(1);
      const left = (await shop.t.db.query('SELECT id FROM processed_webhook_events WHERE id = ANY($1)', [
        [old, recent],
      ])) as Array<{ id: string }>;
      expect(left.map((row) => row.id)).toEqual([recent]);
    });

    it('forgets reset links a day after they were used or expired, keeping live ones', async () => {
      const user = await register(shop.api);
      const hash = () => randomBytes(32).toString('hex');
      const rows = (await shop.t.db.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at) VALUES
           ($1, $2, now() + interval '30 minutes', now() - interval '25 hours'),
           ($1, $3, now() - interval '25 hours', NULL),
           ($1, $4, now() + interval '30 minutes', NULL),
           ($1, $5, now() - interval '1 hour', now() - interval '2 hours')
         RETURNING token_hash`,
        [user.user.id, hash(), hash(), hash(), hash()],
      )) as Array<{ token_hash: string }>;
      await shop.t.app.get(PasswordResetService).forgetSpentTokens();
      const left = (await shop.t.db.query('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [
        user.user.id,
      ])) as Array<{
        token_hash: string;
      }>;
      expect(left.map((row) => row.token_hash).sort()).toEqual(
        [rows[2].token_hash, rows[3].token_hash].sort(),
      );
    });

    it('removes photos no trade claimed within a day, with their files, and keeps recent ones', async () => {
      const [stale, fresh] = [imageId(), imageId()];
      for (const name of [stale, fresh]) writeFileSync(join(uploadDir, name), JPEG);
      await shop.t.db.query(
        `INSERT INTO trade_uploads (id, token_hash, created_at) VALUES ($1, $3, now() - interval '25 hours'), ($2, $3, now())`,
        [stale, fresh, 'a'.repeat(64)],
      );
      expect(await shop.t.app.get(TradeImagesService).purgeUnclaimed()).toBeGreaterThanOrEqual(1);
      const left = (await shop.t.db.query('SELECT id FROM trade_uploads WHERE id = ANY($1)', [
        [stale, fresh],
      ])) as Array<{ id: string }>;
      expect(left.map((row) => row.id)).toEqual([fresh]);
      expect(existsSync(join(uploadDir, stale))).toBe(false);
      expect(existsSync(join(uploadDir, fresh))).toBe(true);
    });

    it('removes product images no product used within a day and keeps used and recent ones', async () => {
      const [unused, used, fresh, unnamed] = [imageId(), imageId(), imageId(), imageId()];
      for (const name of [unused, used, fresh, unnamed]) writeFileSync(join(productDir, name), JPEG);
      // A file no upload names, as a crash between a row's removal and its file's leaves one: old.
      const old = new Date(Date.now() - 25 * 3_600_000);
      utimesSync(join(productDir, unnamed), old, old);
      await shop.t.db.query(
        `INSERT INTO product_image_uploads (id, created_at) VALUES
           ($1, now() - interval '25 hours'), ($2, now() - interval '25 hours'), ($3, now())`,
        [unused, used, fresh],
      );
      const product = await addProduct(shop.t, 10_000, 1, 'retention');
      await shop.t.db.query('UPDATE products SET images = ARRAY[$1] WHERE id = $2', [
        `/api/products/images/${used}`,
        product,
      ]);

      expect(await shop.t.app.get(ProductImagesService).purgeUnclaimed()).toBe(2);
      const rows = (await shop.t.db.query(
        'SELECT id, claimed_at IS NOT NULL AS claimed FROM product_image_uploads WHERE id = ANY($1) ORDER BY id',
        [[unused, used, fresh]],
      )) as Array<{ id: string; claimed: boolean }>;
      expect(rows).toEqual(
        [
          { id: used, claimed: true },
          { id: fresh, claimed: false },
        ].sort((a, b) => a.id.localeCompare(b.id)),
      );
      expect([unused, used, fresh, unnamed].map((name) => existsSync(join(productDir, name)))).toEqual([
        false,
        true,
        true,
        false,
      ]);
      // Claimed once, kept for good: the next run leaves it even with the product gone.
      await shop.t.db.query('UPDATE products SET images = ARRAY[]::text[] WHERE id = $1', [product]);
      await shop.t.app.get(ProductImagesService).purgeUnclaimed();
      expect(existsSync(join(productDir, used))).toBe(true);
    });

    it('removes support images no message took within a day, with their files, and keeps recent ones', async () => {
      const user = await register(shop.api);
      const [stale, fresh] = [imageId(), imageId()];
      for (const name of [stale, fresh]) writeFileSync(join(supportDir, name), JPEG);
      await shop.t.db.query(
        `INSERT INTO support_attachments (id, uploader_id, created_at) VALUES
           ($1, $3, now() - interval '25 hours'), ($2, $3, now())`,
        [stale, fresh, user.user.id],
      );
      expect(await shop.t.app.get(SupportAttachmentsService).purgeUnclaimed()).toBe(1);
      const left = (await shop.t.db.query('SELECT id FROM support_attachments WHERE id = ANY($1)', [
        [stale, fresh],
      ])) as Array<{ id: string }>;
      expect(left.map((row) => row.id)).toEqual([fresh]);
      expect(existsSync(join(supportDir, stale))).toBe(false);
      expect(existsSync(join(supportDir, fresh))).toBe(true);
    });
  });
});
