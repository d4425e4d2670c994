import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');
/** SQL that reads or writes the products table: only the catalogue (and the schema's migrations) may. */
const PRODUCTS_SQL = /\b(?:from|join|update|into)\s+products\b/i;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('module ownership: the catalogue owns products and stock, orders its orders', () => {
  it('no module outside catalogue/ has SQL on the products table (it calls InventoryService or ProductsService)', () => {
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !path.startsWith('catalogue/') && !path.startsWith('database/migrations/'))
      .filter((path) => PRODUCTS_SQL.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('payments reads and changes orders only through OrdersService', () => {
    const ORDERS_SQL = /\b(?:from|join|update|into)\s+(?:orders|order_items)\b/i;
    const offenders = sources(join(SRC, 'payments')).filter((path) => ORDERS_SQL.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the check sees the SQL the orders module used to run', () => {
    expect(PRODUCTS_SQL.test('UPDATE products SET stock_quantity = stock_quantity - $2')).toBe(true);
    expect(PRODUCTS_SQL.test('SELECT p.id FROM products p WHERE p.is_active')).toBe(true);
    expect(PRODUCTS_SQL.test('JOIN order_items i ON i.product_id = p.id')).toBe(false);
  });
});
