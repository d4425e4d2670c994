import type { SellerProduct } from '@phonehub/contracts';
import { StockAlertsService } from '../src/stock-alerts/stock-alerts.service';
import {
  approvedSeller,
  eventually,
  readOutbox,
  register,
  registerVerified,
  uniqueEmail,
} from './support/fixtures';
import type { Answer } from './support/http';
import {
  alertPhoneForm,
  confirmStockAlert,
  followStockAlertLink,
  stockAlertLinks,
  useStockAlerts,
} from './support/stock-alerts';
import { useTestApp } from './support/test-app';

// Issue 34, finding 5: "Back-in-stock alerts send mail to anyone". A guest subscribed any address
// with no confirmation, and the mail's subject carried the seller's product name ("Back in stock:
// URGENT: your PhoneHub account is locked - verify at http://phish.example/login"). Now an address
// confirms by a mailed link before any alert goes to it (a signed-in account's own verified address
// excepted), product names (and makes and models) cannot carry links or contact details, and the
// mails name the device by the catalogue's make and model.

const PHISHING = 'URGENT: your PhoneHub account is locked - verify at http://phish.example/login';
const NAME_REFUSED = 'name cannot contain web addresses, email addresses or phone numbers';
const CONFIRM_SUBJECT = 'Confirm your back-in-stock alert';

describe('back-in-stock alerts and product names (issue 34, finding 5)', () => {
  const { t, api } = useTestApp();
  /** The admin's token, this run's tag, sold-out PhoneHub products made by the admin and `ask` for an alert. */
  const { run, soldOutProduct, ask } = useStockAlerts(api, 'Confirm Phone');
  const { tag } = run;

  const mailsTo = async (to: string) => (await readOutbox(t.outboxDir)).filter((mail) => mail.to === to);
  const alertsTo = async (to: string) =>
    (await mailsTo(to)).filter((mail) => mail.subject.startsWith('Back in stock'));
  const requestOf = async (productId: string, email: string) =>
    (
      await t.db.query(
        `SELECT confirmed_at IS NOT NULL AS confirmed, sent_at IS NOT NULL AS sent
           FROM stock_alerts WHERE product_id = $1 AND email = $2 ORDER BY created_at DESC LIMIT 1`,
        [productId, email],
      )
    )[0] as { confirmed: boolean; sent: boolean } | undefined;

  describe('confirmation', () => {
    it("reproduces the report: a guest subscribes someone else's address; no alert goes to it until the link mailed there is followed", async () => {
      const product = await soldOutProduct();
      const victim = uniqueEmail('victim');

      const asked = await ask(product.id, { email: victim });
      expect(asked.status).toBe(201);
      expect(asked.body).toEqual({
        status: 'confirmation_sent',
        message:
          'Check your email: follow the link we sent to confirm, and we will email you when it is back',
      });
      // The one mail the address gets is the confirmation: a fixed subject, the catalogue's model.
      const [link] = await stockAlertLinks(t.outboxDir, victim);
      expect(link).toMatch(/^http:\/\/localhost:4200\/api\/stock-alerts\/confirm\?token=/);
      const [confirmation] = await mailsTo(victim);
      expect(confirmation.subject).toBe(CONFIRM_SUBJECT);
      expect(confirmation.text).toContain('when Apple iPhone 13 is back in stock');
      expect(confirmation.text).not.toContain(product.name);

      // Back in stock: the unconfirmed request gets nothing, and waits.
      await product.setStock(3);
      expect(await t.app.get(StockAlertsService).notifyRestocked(product.id)).toBe(0);
      expect(await requestOf(product.id, victim)).toEqual({ confirmed: false, sent: false });
      expect(await alertsTo(victim)).toEqual([]);

      // Sold out again; the owner of the address follows the link: the next restock mails them.
      await product.setStock(0);
      const followed = await followStockAlertLink(t.baseUrl, link);
      expect(followed.status).toBe(303);
      expect(followed.headers.get('location')).toBe(
        `http://localhost:4200/product/${product.id}?stock_alert=confirmed`,
      );
      expect(await requestOf(product.id, victim)).toEqual({ confirmed: true, sent: false });
      await product.setStock(2);
      const [alert] = await eventually(
        () => alertsTo(victim),
        (found) => found.length === 1,
        'the alert',
      );
      expect(alert.subject).toBe('Back in stock: Apple iPhone 13');
      // The followed link is spent once the alert went out.
      expect((await followStockAlertLink(t.baseUrl, link)).status).toBe(400);
    });

    it('mails one link however often the address is asked for, within the resend window', async () => {
      const product = await soldOutProduct();
      const victim = uniqueEmail('flooded');
      for (let i = 0; i < 5; i++)
        expect((await ask(product.id, { email: victim })).body.status).toBe('confirmation_sent');
      await stockAlertLinks(t.outboxDir, victim);
      const rows = await t.db.query(
        `SELECT count(*)::int AS n FROM mails WHERE recipient = $1 AND template = 'stock-alert-confirm'`,
        [victim],
      );
      expect(rows[0].n).toBe(1);
    });

    it("skips the link for a signed-in account's own verified address only", async () => {
      const product = await soldOutProduct();
      const verified = await registerVerified(api);
      const mine = await ask(product.id, {}, verified.access_token);
      expect(mine.status).toBe(201);
      expect(mine.body.status).toBe('subscribed');
      expect(await requestOf(product.id, verified.email)).toEqual({ confirmed: true, sent: false });

      // The same verified account naming another address: that address confirms.
      const other = uniqueEmail('other');
      expect((await ask(product.id, { email: other }, verified.access_token)).body.status).toBe(
        'confirmation_sent',
      );
      expect(await requestOf(product.id, other)).toEqual({ confirmed: false, sent: false });

      // An account whose address is not verified confirms by the link too.
      const unverified = await register(api);
      const theirs = await ask(product.id, {}, unverified.access_token);
      expect(theirs.status).toBe(201);
      expect(theirs.body.status).toBe('confirmation_sent');
      await confirmStockAlert(t, unverified.email);
      expect(await requestOf(product.id, unverified.email)).toEqual({ confirmed: true, sent: false });
    });

    it('refuses an unknown or expired link with its sentence; an unconfirmed request expires and asking again mails a new link', async () => {
      const product = await soldOutProduct();
      const email = uniqueEmail('expiring');
      const invalid = await api.get(`/api/stock-alerts/confirm?token=${'x'.repeat(43)}`);
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({
        code: 'INVALID_VERIFICATION_TOKEN',
        detail:
          "This confirmation link is invalid or has expired (links work for 48 hours). Please ask again on the product's page.",
      });
      expect((await api.get('/api/stock-alerts/confirm')).status).toBe(400);

      expect((await ask(product.id, { email })).status).toBe(201);
      const [link] = await stockAlertLinks(t.outboxDir, email);
      await t.db.query(
        `UPDATE stock_alerts SET created_at = now() - interval '49 hours', confirm_sent_at = now() - interval '49 hours'
          WHERE product_id = $1 AND email = $2`,
        [product.id, email],
      );
      expect((await followStockAlertLink(t.baseUrl, link)).status).toBe(400);
      expect(await requestOf(product.id, email)).toEqual({ confirmed: false, sent: false });

      // The hourly retention removes it...
      expect(await t.app.get(StockAlertsService).forgetUnconfirmed()).toBeGreaterThanOrEqual(1);
      expect(await requestOf(product.id, email)).toBeUndefined();
      // ...and asking again starts afresh with a new link that works.
      expect((await ask(product.id, { email })).status).toBe(201);
      await confirmStockAlert(t, email, 2);
      expect(await requestOf(product.id, email)).toEqual({ confirmed: true, sent: false });
    });
  });

  describe('product names', () => {
    it("reproduces the report: the seller's phishing product name is refused, and nothing is stored", async () => {
      const seller = await approvedSeller(api, run.adminToken, `Names Shop ${tag}`);
      const listing = { name: PHISHING, brand: 'Apple', model: 'iPhone 13', price: 420, stock_quantity: 0 };
      const before = await t.db.query('SELECT count(*)::int AS n FROM products WHERE seller_id = $1', [
        seller.user.id,
      ]);
      const refused = await api.post('/api/seller/products', listing, { token: seller.access_token });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', detail: NAME_REFUSED });

      for (const [field, value] of [
        ['name', 'iPhone 13 - order at phish.example/shop'],
        ['name', 'iPhone 13 - write to deals@phish.example'],
        ['name', 'iPhone 13 - call 415-555-0142'],
        ['name', 'iPhone 13 - www.cheap-phones'],
        ['brand', 'Apple (phish.example)'],
        ['model', 'iPhone 13 +44 7700 900123'],
      ]) {
        const res = await api.post(
          '/api/seller/products',
          { ...listing, name: 'Apple iPhone 13 128GB', [field]: value },
          { token: seller.access_token },
        );
        expect({ value, status: res.status, detail: res.body.detail }).toEqual({
          value,
          status: 400,
          detail: `${field} cannot contain web addresses, email addresses or phone numbers`,
        });
      }
      const after = await t.db.query('SELECT count(*)::int AS n FROM products WHERE seller_id = $1', [
        seller.user.id,
      ]);
      expect(after).toEqual(before);

      const fine = await api.post<Answer<SellerProduct>>(
        '/api/seller/products',
        { ...listing, name: 'Apple iPhone 13 128GB Midnight (2021)' },
        { token: seller.access_token },
      );
      expect(fine.status).toBe(201);
      // Editing into a phishing name is refused the same way.
      const edited = await api.put(
        `/api/seller/products/${fine.body.id}`,
        { ...listing, name: PHISHING },
        { token: seller.access_token },
      );
      expect(edited.status).toBe(400);
      expect(edited.body.detail).toBe(NAME_REFUSED);
    });

    it("refuses the same in the admin's product form (name and model)", async () => {
      const refused = await api.post('/api/admin/products', alertPhoneForm(PHISHING, 0), {
        token: run.adminToken,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(NAME_REFUSED);
      const model = await api.post(
        '/api/admin/products',
        { ...alertPhoneForm(`Admin Phone ${tag}`, 0), model: 'see http://phish.example' },
        { token: run.adminToken },
      );
      expect(model.status).toBe(400);
      expect(model.body.detail).toBe('model cannot contain web addresses, email addresses or phone numbers');
    });

    it.each([
      ['its name', 'name', 'Back in stock: Apple iPhone 13'],
      // Its make and model cannot name it either: the alert says what it is about without them.
      ['its name and model', 'name = $2, model', 'Back in stock: an item you asked about'],
    ])(
      "names the device by the catalogue's make and model in the alert, never an older listing's free text (phishing in %s)",
      async (_label, columns, subject) => {
        const product = await soldOutProduct();
        // A listing saved before the rule carries the phishing text.
        await t.db.query(`UPDATE products SET ${columns} = $2 WHERE id = $1`, [product.id, PHISHING]);
        const verified = await registerVerified(api);
        expect((await ask(product.id, {}, verified.access_token)).body.status).toBe('subscribed');
        await t.db.query('UPDATE products SET stock_quantity = 1 WHERE id = $1', [product.id]);
        expect(await t.app.get(StockAlertsService).notifyRestocked(product.id)).toBe(1);
        const [alert] = await eventually(
          () => alertsTo(verified.email),
          (found) => found.length === 1,
          'the alert',
        );
        expect(alert.subject).toBe(subject);
        expect(`${alert.subject}\n${alert.text}\n${alert.html}`).not.toContain('phish.example');
      },
    );
  });
});
