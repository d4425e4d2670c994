// The admin orders list at scale, for `npm run bench`: generated customers and orders (with their
// items) written by SQL alone, and the statements GET /api/admin/orders runs, captured from the API.
import type { Client } from 'pg';
import type { CapturedStatement, SqlCapture } from './sql-capture';

/** Customers: one for every five orders (at least one), so a customer's email finds a handful. */
const ORDERS_PER_CUSTOMER = 5;
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me'];

/**
 * `count` orders, newest every five minutes back in time, 70 % placed by registered customers and
 * the rest by guests, across the whole lifecycle (mostly delivered), with one to three items each.
 * Deterministic: the same count gives the same rows (apart from generated ids).
 */
export async function generateOrders(
  db: Client,
  { count, log }: { count: number; log: (line: string) => void },
): Promise<{ ms: number; customerEmail: string }> {
  const started = Date.now();
  const customers = Math.max(1, Math.ceil(count / ORDERS_PER_CUSTOMER));
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone, role)
     SELECT format('customer%s@%s', g, ($2::text[])[1 + g % cardinality($2::text[])]),
            'bench-no-login', 'Customer', 'No ' || g, '555' || lpad(g::text, 7, '0'), 'customer'
       FROM generate_series(1, $1::int) g`,
    [customers, DOMAINS],
  );
  log(`  ${customers.toLocaleString('en-US')} customers`);
  await db.query(
    `WITH c AS (
       SELECT id, email, row_number() OVER (ORDER BY created_at, id) AS n FROM users WHERE password_hash = 'bench-no-login'
     ), o AS (
       SELECT g, 1 + (g::bigint * 7919) % $2::int AS n, g % 10 < 7 AS registered,
              coalesce((ARRAY['pending', 'cancelled', 'confirmed', 'processing', 'processing', 'shipped', 'shipped'])[1 + g % 20],
                       'delivered') AS status,
              now() - make_interval(mins => g * 5, secs => (g * 37) % 300) AS placed,
              1999 + (g::bigint * 131) % 150000 AS subtotal,
              CASE WHEN g % 4 = 0 THEN 1500 ELSE 0 END AS shipping
         FROM generate_series(1, $1::int) g
     )
     INSERT INTO orders (user_id, email, status, payment_status, shipping_address, shipping_method, subtotal_cents,
                         tax_cents, shipping_cents, total_cents, stock_released, tracking_number, paid_at, created_at,
                         updated_at)
     SELECT c.id, coalesce(c.email::text, format('guest%s@example.net', o.g)), o.status,
            CASE WHEN o.status IN ('pending', 'cancelled') THEN 'unpaid' ELSE 'paid' END,
            jsonb_build_object('name', 'Bench Shopper', 'address_line_1', o.g || ' Market St', 'city', 'San Francisco',
                               'state', 'CA', 'postal_code', '94105', 'country', 'US'),
            CASE WHEN o.shipping > 0 THEN 'express' ELSE 'standard' END,
            o.subtotal, o.subtotal * 8 / 100, o.shipping, o.subtotal + o.subtotal * 8 / 100 + o.shipping,
            o.status = 'cancelled',
            CASE WHEN o.status IN ('shipped', 'delivered') THEN 'TRK' || o.g END,
            CASE WHEN o.status NOT IN ('pending', 'cancelled') THEN o.placed + interval '1 minute' END,
            o.placed, o.placed
       FROM o LEFT JOIN c ON o.registered AND c.n = o.n`,
    [count, customers],
  );
  await db.query(
    `INSERT INTO order_items (order_id, name, brand, model, unit_price_cents, quantity)
     SELECT o.id, 'Refurbished phone ' || i, 'Brand', 'Model ' || i, 999 + i * 100, 1 + i % 2
       FROM orders o CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(o.id::text)) % 3) i`,
  );
  // As autovacuum leaves a live table: statistics current, the visibility map set.
  await db.query('VACUUM ANALYZE users, orders, order_items');
  const [{ email }] = (
    await db.query<{ email: string }>(
      `SELECT email FROM orders WHERE user_id IS NOT NULL GROUP BY email ORDER BY count(*) DESC, email LIMIT 1`,
    )
  ).rows;
  return { ms: Date.now() - started, customerEmail: email };
}

/**
 * The statements one request runs, as the API sends them: the request is captured twice and only
 * statements seen both times are kept, so a background job's query that happens to run alongside
 * (the checkout-hold sweeper) is left out.
 */
export async function statementsOf(
  capture: SqlCapture,
  request: () => Promise<void>,
): Promise<CapturedStatement[]> {
  const first = await capture.record(request);
  const second = await capture.record(request);
  const again = new Set(second.map((s) => s.text));
  const statements = first.filter(
    (s) => again.has(s.text) && !/^\s*(BEGIN|COMMIT|ROLLBACK|START TRANSACTION)/i.test(s.text),
  );
  if (!statements.some((s) => /\bFROM "?orders"?/i.test(s.text)))
    throw new Error('No statement reading orders was captured: the capture proxy saw nothing of the request');
  return statements;
}

/** A short name for a captured statement: its main table, joins and shape. */
export function describeStatement({ text }: CapturedStatement): string {
  const sql = text.replace(/\s+/g, ' ');
  const from = /\bFROM "?(\w+)"?/i.exec(sql)?.[1] ?? '?';
  const joins = [...sql.matchAll(/\bJOIN "?(\w+)"?/gi)].map((m) => m[1]);
  const shape = [
    /COUNT\(/i.test(sql) ? 'count' : 'rows',
    `of ${from}`,
    joins.length ? `+ ${joins.join(', ')}` : '',
    /\bILIKE\b/i.test(sql) ? 'ILIKE' : '',
    /\bIN \(/i.test(sql) ? 'by ids' : '',
    /\bOFFSET\b/i.test(sql) ? 'OFFSET/LIMIT' : /\bLIMIT\b/i.test(sql) ? 'LIMIT' : '',
  ];
  return shape.filter(Boolean).join(' ');
}
