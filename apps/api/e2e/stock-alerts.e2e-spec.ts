import { randomUUID } from 'node:crypto';
import type { SellerProduct, StockAlertResponse } from '@phonehub/contracts';
import { ProductRestockedEvent } from '../src/catalogue/events/product-restocked.event';
import { InventoryService } from '../src/catalogue/inventory.service';
import { BackInStockListener } from '../src/stock-alerts/back-in-stock.listener';
import { StockAlertsService } from '../src/stock-alerts/stock-alerts.service';
import { approvedSeller, eventually, readOutbox, registerVerified, uniqueEmail } from './support/fixtures';
import type { Answer } from './support/http';
import { confirmStockAlert, useStockAlerts } from './support/stock-alerts';
import { useTestApp } from './support/test-app';

const SUBSCRIBED: StockAlertResponse = { status: 'subscribed', message: "We'll email you when it's back" };
const ALREADY: StockAlertResponse = {
  status: 'already_subscribed',
  message: "You're already on the list. We'll email you when it's back",
};
const CONFIRM: StockAlertResponse = {
  status: 'confirmation_sent',
  message: 'Check your email: follow the link we sent to confirm, and we will email you when it is back',
};

describe("stock alerts: 'Email me when it's back'", () => {
  const { t, api } = useTestApp();
  /** The admin's token, this run's tag, sold-out PhoneHub products made by the admin and `ask` for an alert. */
  const { run, soldOutProduct, ask } = useStockAlerts(api, 'Alert Phone');
  const { tag } = run;

  const requestsOf = async (productId: string) =>
    (await t.db.query(
      `SELECT email::text AS email, user_id, confirmed_at IS NOT NULL AS confirmed, sent_at
         FROM stock_alerts WHERE product_id = $1 ORDER BY created_at`,
      [productId],
    )) as Array<{ email: string; user_id: string | null; confirmed: boolean; sent_at: Date | null }>;

  /** The alerts (not the confirmation links, nor an account's own mails) that went to the address. */
  const mailsTo = async (to: string) =>
    (await readOutbox(t.outboxDir)).filter(
      (mail) => mail.to === to && mail.subject.startsWith('Back in stock'),
    );
  const alertsTo = (to: string, count = 1) =>
    eventually(
      () => mailsTo(to),
      (found) => found.length >= count,
      `${count} back-in-stock mail(s) to ${to}`,
    );

  /** A guest's request, confirmed by the (`nth`) link mailed to the address. */
  async function confirmedGuest(productId: string, email: string, nth = 1) {
    expect(await ask(productId, { email })).toMatchObject({ status: 201, body: CONFIRM });
    await confirmStockAlert(t, email, nth);
  }

  it("stores a guest's request (201) to be confirmed by mail, answers a repeat 200 whatever the address's case without a second row, and 'already on the list' once confirmed", async () => {
    const product = await soldOutProduct();
    const email = uniqueEmail('alert');

    const first = await ask(product.id, { email });
    expect(first.status).toBe(201);
    expect(first.body).toEqual(CONFIRM);

    const again = await ask(product.id, { email: `  ${email.toUpperCase()} ` });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(CONFIRM);
    expect(await requestsOf(product.id)).toEqual([{ email, user_id: null, confirmed: false, sent_at: null }]);

    await confirmStockAlert(t, email);
    expect(await requestsOf(product.id)).toEqual([{ email, user_id: null, confirmed: true, sent_at: null }]);
    const confirmed = await ask(product.id, { email });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual(ALREADY);
  });

  it('stores one request when the same address asks several times at once', async () => {
    const product = await soldOutProduct();
    const email = uniqueEmail('alert-burst');
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(product.id, { email })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await requestsOf(product.id)).toHaveLength(1);
  });

  it("uses a signed-in shopper's own address when the email is left out; a guest must give one", async () => {
    const product = await soldOutProduct();
    // A verified address needs no confirmation.
    const shopper = await registerVerified(api);

    const mine = await ask(product.id, { email: '' }, shopper.access_token);
    expect(mine.status).toBe(201);
    expect(mine.body).toEqual(SUBSCRIBED);
    expect(await requestsOf(product.id)).toEqual([
      { email: shopper.email, user_id: shopper.user.id, confirmed: true, sent_at: null },
    ]);

    const guest = await ask(product.id, {});
    expect(guest.status).toBe(400);
    expect(guest.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Please enter a valid email address',
    });
  });

  it("refuses a malformed email with the spec's sentence and stores nothing", async () => {
    const product = await soldOutProduct();
    for (const email of ['bad@', 'no-at-sign', 42]) {
      const answer = await ask(product.id, { email });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        detail: 'Please enter a valid email address',
      });
    }
    expect(await requestsOf(product.id)).toEqual([]);
  });

  it("answers 'Product not found' for unknown, malformed and unlisted products, and 409 for one in stock", async () => {
    const email = uniqueEmail('alert-404');
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const answer = await ask(id, { email });
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toBe('Product not found');
    }
    const unlisted = await soldOutProduct();
    await t.db.query('UPDATE products SET is_active = false WHERE id = $1', [unlisted.id]);
    expect((await ask(unlisted.id, { email })).status).toBe(404);

    const inStock = await soldOutProduct(2);
    const answer = await ask(inStock.id, { email });
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe('Good news: this product is back in stock. Reload the page to buy it.');
    expect(await requestsOf(inStock.id)).toEqual([]);
  });

  it('mails each confirmed request once when the stock comes back (model, price, link), and a later restock mails only new requests', async () => {
    const product = await soldOutProduct();
    const shopper = await registerVerified(api);
    const guests = [uniqueEmail('alert-a'), uniqueEmail('alert-b')];
    for (const email of guests) await confirmedGuest(product.id, email);
    expect((await ask(product.id, {}, shopper.access_token)).status).toBe(201);
    const everyone = [...guests, shopper.email];

    await product.setStock(3);
    for (const email of everyone) {
      const [mail] = await alertsTo(email);
      // The catalogue's make and model, not the free-text product name.
      expect(mail.subject).toBe('Back in stock: Apple iPhone 13');
      expect(mail.text).toContain('Apple iPhone 13 is back in stock at PhoneHub, for $649.50.');
      expect(mail.text).toContain(`http://localhost:4200/product/${product.id}`);
      expect(mail.html).toContain(`<a href="http://localhost:4200/product/${product.id}">`);
    }
    expect((await requestsOf(product.id)).every((r) => r.sent_at !== null)).toBe(true);

    // More units on a shelf that was not empty publish nothing.
    await product.setStock(5);
    // Sold out again: a new request, then a second restock. Its mail landing shows the restock was
    // handled; the earlier requesters got nothing more.
    await product.setStock(0);
    const late = uniqueEmail('alert-late');
    await confirmedGuest(product.id, late);
    // The address that was mailed may ask again for the next restock (and confirms it again).
    await confirmedGuest(product.id, guests[0], 2);
    await product.setStock(2);
    await alertsTo(late);
    await alertsTo(guests[0], 2);

    expect(await mailsTo(late)).toHaveLength(1);
    expect(await mailsTo(guests[0])).toHaveLength(2);
    expect(await mailsTo(guests[1])).toHaveLength(1);
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('sends one mail per request when the restock event is handled twice at once (two API instances)', async () => {
    const product = await soldOutProduct();
    const emails = [uniqueEmail('alert-x'), uniqueEmail('alert-y')];
    for (const email of emails) await confirmedGuest(product.id, email);
    // Stock written behind the catalogue's back publishes no event: the test delivers it itself.
    await t.db.query('UPDATE products SET stock_quantity = 4 WHERE id = $1', [product.id]);

    const service = t.app.get(StockAlertsService);
    const listener = t.app.get(BackInStockListener);
    const event = new ProductRestockedEvent(product.id);
    await Promise.all([
      service.notifyRestocked(product.id),
      service.notifyRestocked(product.id),
      listener.handle(event),
      listener.handle(event),
    ]);
    // One mail (a row and its job) per request, however often the restock was handled.
    const rows = await t.db.query(
      `SELECT recipient::text AS recipient, count(*)::int AS n FROM mails
        WHERE recipient = ANY($1) AND template = 'back-in-stock' GROUP BY 1`,
      [emails],
    );
    expect(rows.map((row: { n: number }) => row.n)).toEqual([1, 1]);
    for (const email of emails) expect(await alertsTo(email)).toHaveLength(1);
    expect((await requestsOf(product.id)).every((r) => r.sent_at !== null)).toBe(true);
  });

  it('sends nothing for a product that is delisted when its stock returns; the request waits for it to be back on sale', async () => {
    const product = await soldOutProduct();
    const email = uniqueEmail('alert-hidden');
    await confirmedGuest(product.id, email);
    await t.db.query('UPDATE products SET is_active = false WHERE id = $1', [product.id]);
    await product.setStock(3);

    expect(await t.app.get(StockAlertsService).notifyRestocked(product.id)).toBe(0);
    expect(await requestsOf(product.id)).toEqual([{ email, user_id: null, confirmed: true, sent_at: null }]);
    expect(await mailsTo(email)).toEqual([]);

    await t.db.query('UPDATE products SET is_active = true WHERE id = $1', [product.id]);
    await product.setStock(0);
    await product.setStock(1);
    await alertsTo(email);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('mails when a marketplace seller puts stock back on their sold-out product', async () => {
    const applicant = await approvedSeller(api, run.adminToken, `Alert Spec Shop ${tag}`, {
      contact_name: 'Dana Smith',
    });
    const listing = {
      name: `Seller Alert Phone ${tag}`,
      brand: 'Samsung',
      model: 'Galaxy S22',
      price: 420.5,
      stock_quantity: 0,
    };
    const created = await api.post<Answer<SellerProduct>>('/api/seller/products', listing, {
      token: applicant.access_token,
    });
    expect(created.status).toBe(201);
    const email = uniqueEmail('alert-seller');
    await confirmedGuest(created.body.id, email);

    const edited = await api.put<Answer<SellerProduct>>(
      `/api/seller/products/${created.body.id}`,
      { ...listing, stock_quantity: 2 },
      { token: applicant.access_token },
    );
    expect(edited.status).toBe(200);

    const [mail] = await alertsTo(email);
    expect(mail.subject).toBe('Back in stock: Samsung Galaxy S22');
    expect(mail.text).toContain('for $420.50.');
  });

  it('mails when units put back on an empty shelf (a cancelled order, a received return) restock the product', async () => {
    const product = await soldOutProduct();
    const email = uniqueEmail('alert-putback');
    await confirmedGuest(product.id, email);

    const inventory = t.app.get(InventoryService);
    await t.db.transaction((manager) => inventory.release(manager, [{ productId: product.id, quantity: 1 }]));

    const [mail] = await alertsTo(email);
    expect(mail.subject).toBe('Back in stock: Apple iPhone 13');
  });
});

describe('stock alerts are rate-limited like other public writes', () => {
  const { api } = useTestApp({ THROTTLE_AUTH_LIMIT: '3' });

  it('answers 429 with Retry-After once the per-address budget is spent', async () => {
    const path = `/api/products/${randomUUID()}/stock-alerts`;
    for (let i = 0; i < 3; i++)
      expect((await api.post(path, { email: uniqueEmail('alert-limit') })).status).toBe(404);
    const limited = await api.post(path, { email: uniqueEmail('alert-limit') });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'RATE_LIMITED',
      detail: 'Too many attempts. Please try again later.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
