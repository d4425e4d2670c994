import type { AdminProduct, StockAlertResponse } from '@phonehub/contracts';
import { eventually, readOutbox, signInAsAdmin, uniqueTag } from './fixtures';
import type { Answer, Client } from './http';

// Back-in-stock requests (stock-alerts and alerts-and-names specs): a sold-out product and the
// confirmation link mailed to an address.

/** The admin form's fields of a PhoneHub Apple iPhone 13 at $649.50 (PUT replaces, so every edit sends them all). */
export const alertPhoneForm = (name: string, stock: number) => ({
  name,
  brand: 'Apple',
  model: 'iPhone 13',
  price: 649.5,
  stock_quantity: stock,
});

/** A PhoneHub product made by the admin (alertPhoneForm), sold out unless `stock` says otherwise. */
export async function adminPhone(api: Client, adminToken: string, name: string, stock = 0) {
  const created = await api.post<Answer<AdminProduct>>('/api/admin/products', alertPhoneForm(name, stock), {
    token: adminToken,
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const setStock = async (units: number) => {
    const edited = await api.put<Answer<AdminProduct>>(
      `/api/admin/products/${id}`,
      alertPhoneForm(name, units),
      {
        token: adminToken,
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.stock).toBe(units);
  };
  return { id, name, setStock };
}

/**
 * For a describe: the admin signed in before all tests (`run.adminToken`), a `run.tag` for this
 * run's names, sold-out (unless `stock` says otherwise) products named `{label} {tag} {n}`, and
 * `ask`, a back-in-stock request for a product.
 */
export function useStockAlerts(api: Client, label: string) {
  const run = { adminToken: '', tag: uniqueTag() };
  let made = 0;
  beforeAll(async () => {
    run.adminToken = await signInAsAdmin(api);
  });
  const soldOutProduct = (stock = 0) =>
    adminPhone(api, run.adminToken, `${label} ${run.tag} ${++made}`, stock);
  const ask = (productId: string, body: Record<string, unknown>, token?: string) =>
    api.post<Answer<StockAlertResponse>>(`/api/products/${productId}/stock-alerts`, body, { token });
  return { run, soldOutProduct, ask };
}

/** The links mailed to `to` to confirm a back-in-stock request, once `count` of them have landed. */
export async function stockAlertLinks(outboxDir: string, to: string, count = 1): Promise<string[]> {
  const mails = await eventually(
    async () =>
      (await readOutbox(outboxDir)).filter(
        (mail) => mail.to === to && mail.subject === 'Confirm your back-in-stock alert',
      ),
    (found) => found.length >= count,
    `${count} back-in-stock confirmation mail(s) to ${to}`,
  );
  return mails.map((mail) => {
    const link = /https?:\/\/\S+\/api\/stock-alerts\/confirm\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
    if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
    return link[0];
  });
}

/**
 * Follows a back-in-stock confirmation link on the test app (the link names the storefront, which
 * proxies /api), as the reader's browser does; the redirect is answered, not followed.
 */
export async function followStockAlertLink(baseUrl: string, link: string): Promise<Response> {
  const url = new URL(link);
  return fetch(`${baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
}

/** Follows the `count`th back-in-stock confirmation link mailed to `to`, as its reader does. */
export async function confirmStockAlert(
  t: { baseUrl: string; outboxDir: string },
  to: string,
  count = 1,
): Promise<void> {
  const links = await stockAlertLinks(t.outboxDir, to, count);
  const followed = await followStockAlertLink(t.baseUrl, links[count - 1]);
  expect(followed.status).toBe(303);
}
