import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import type { AdminProduct, ProductListResponse } from '@phonehub/contracts';
import type { Client } from './http';

// What the listing cache's suites share: products of a brand of their own (other suites share the
// database), the admin's product form, and the SQL an instance sends while a request runs.

/** Letters only, so full-text search and lower() keep it as it is. */
export const cacheTestTag = () =>
  `Cachetag${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
/** Well below the cache's lifetime: a listing fresh within it was invalidated, not expired. */
export const WITHIN_THE_CACHE_LIFETIME_MS = 20_000;
export const LONG_CACHE = { CATALOGUE_CACHE_SECONDS: '60' };

/** The admin's product form and the brand's listings; `admin` gives the instance and token the admin uses. */
export function brandCatalogue(tag: string, admin: () => { api: Client; token: string }) {
  /** The admin form's fields (PUT replaces them all, so an edit sends them all too). */
  const form = (name: string, price: number, stock = 3) => ({
    name,
    brand: tag,
    model: 'Cache Model',
    price,
    condition: 'Good',
    stock_quantity: stock,
  });
  return {
    form,
    async createProduct(name: string, price: number, stock = 3): Promise<AdminProduct> {
      const { api, token } = admin();
      const created = await api.post<AdminProduct>('/api/admin/products', form(name, price, stock), {
        token,
      });
      expect(created.status).toBe(201);
      return created.body;
    },
    async setPrice(product: AdminProduct, price: number): Promise<void> {
      const { api, token } = admin();
      const edited = await api.put(`/api/admin/products/${product.id}`, form(product.name, price), { token });
      expect(edited.status).toBe(200);
    },
    listing: (api: Client, query = '') => api.get<ProductListResponse>(`/api/products?brand=${tag}${query}`),
  };
}

export const priceIn = (res: { body: ProductListResponse }, id: string) =>
  res.body.products.find((p) => p.id === id)?.price;

/** The SQL every pg client in this process (every instance, their listeners) sends while `during` runs. */
export async function statementsDuring(during: () => Promise<void>): Promise<string[]> {
  const spy = jest.spyOn(PgClient.prototype, 'query');
  try {
    await during();
    return spy.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : String((query as { text?: string }).text),
    );
  } finally {
    spy.mockRestore();
  }
}

/** Statements a catalogue read could send (the apps' timers may run others meanwhile). */
export const catalogueReads = (statements: string[]) =>
  statements.filter((sql) => /\bproducts\b|marketplace_settings|^SELECT 1$/.test(sql));
