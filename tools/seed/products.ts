// Bulk product generator for benchmarks: inserts N realistic refurbished products (default 100,000)
// into the database at DATABASE_URL, whose schema the API's migrations have created.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/phonehub npx tsx tools/seed/products.ts [count]
//
// Models, launch prices and specifications come from the demo catalogue; each generated unit varies
// grade, price, stock, battery, age and seller around them. Rows go in as multi-row INSERTs of a
// few thousand at a time (one round trip per batch), then the table is vacuumed and analysed. A large
// load builds the secondary indexes once at the end instead of row by row.
import { randomUUID } from 'node:crypto';
import type { CategorySlug, ProductConditionName } from '@phonehub/contracts';
// The demo models and picture URLs the API seeds, so that generated rows look like seeded ones.
import { ILLUSTRATION_VIEWS, productImageUrl } from '@phonehub/server-catalogue';
import { CONDITION_DESCRIPTIONS, DEMO_MODELS, productName, type DemoModel } from '@phonehub/server-demo-data';
import { Client } from 'pg';

export interface GenerateOptions {
  count: number;
  batchSize?: number;
  /** Same seed, same products (apart from ids and sku prefix). */
  seed?: number;
  log?: (line: string) => void;
}

export interface GenerateResult {
  inserted: number;
  sellers: number;
  ms: number;
}

const CATEGORY_WEIGHTS: Record<CategorySlug, number> = {
  smartphones: 45,
  tablets: 13,
  laptops: 12,
  'smart-watches': 12,
  audio: 10,
  gaming: 8,
};
const CONDITION_WEIGHTS: Array<[ProductConditionName, number, number]> = [
  // grade, share, price as a fraction of the launch price
  ['New', 4, 0.9],
  ['Excellent', 30, 0.78],
  ['Very Good', 26, 0.72],
  ['Good', 25, 0.65],
  ['Fair', 10, 0.57],
  ['Used', 5, 0.5],
];
const BATTERY_RANGE: Record<ProductConditionName, [number, number]> = {
  New: [100, 100],
  Excellent: [92, 100],
  'Very Good': [88, 97],
  Good: [84, 93],
  Fair: [80, 89],
  Used: [78, 86],
};
const HAS_BATTERY_HEALTH = new Set<CategorySlug>(['smartphones', 'tablets', 'laptops', 'smart-watches']);
const EXTRA_SENTENCES = [
  'Includes a compatible charging cable.',
  'Ships in protective packaging within one business day.',
  'Factory reset and data-wiped to NIST 800-88.',
  'Battery tested under load during inspection.',
  'Comes with a 12-month warranty and 30-day returns.',
  'Original box not included.',
  'Screen protector fitted.',
];
const SELLERS = 20;

/** mulberry32: small, fast and deterministic. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(rand: () => number, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1][0];
}

const between = (rand: () => number, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

/** Creates the benchmark's sellers (one of them suspended) and returns their ids, suspended last. */
async function ensureSellers(db: Client): Promise<string[]> {
  const values = Array.from({ length: SELLERS }, (_, i) => i);
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone, is_seller, is_suspended)
     SELECT 'bench-seller-' || n || '@phonehub.test', '!', 'Bench', 'Seller ' || n, '', true, n = $2
     FROM unnest($1::int[]) AS n
     ON CONFLICT (email) DO NOTHING`,
    [values, SELLERS - 1],
  );
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE email LIKE 'bench-seller-%@phonehub.test' ORDER BY is_suspended, email`,
  );
  return rows.map((r) => r.id);
}

interface Row {
  sku: string;
  sellerId: string | null;
  name: string;
  brand: string;
  model: string;
  priceCents: number;
  originalPriceCents: number;
  condition: ProductConditionName;
  conditionDescription: string;
  storage: string | null;
  color: string;
  category: CategorySlug;
  subcategory: string;
  description: string;
  images: string[];
  specifications: Record<string, string>;
  stockQuantity: number;
  batteryHealth: number | null;
  isActive: boolean;
  ageMinutes: number;
}

function makeRow(
  rand: () => number,
  byCategory: Map<CategorySlug, DemoModel[]>,
  sellers: string[],
  sku: string,
): Row {
  const category = weighted(rand, Object.entries(CATEGORY_WEIGHTS) as Array<[CategorySlug, number]>);
  const models = byCategory.get(category) ?? [];
  const model = models[Math.floor(rand() * models.length)];
  const base = model.units[Math.floor(rand() * model.units.length)];
  const [condition, , factor] = weighted(
    rand,
    CONDITION_WEIGHTS.map((grade) => [grade, grade[1]] as const),
  );
  const originalPriceCents = Math.round(base.originalPrice * (0.97 + rand() * 0.06)) * 100;
  // Refurbishers price to the dollar, mostly just under it (.99) or on it (.00).
  const dollars = Math.max(19, Math.round((originalPriceCents / 100) * factor * (0.92 + rand() * 0.14)));
  const priceCents = rand() < 0.7 ? dollars * 100 - 1 : dollars * 100;
  const stockRoll = rand();
  const stockQuantity = stockRoll < 0.1 ? 0 : stockRoll < 0.25 ? 1 : between(rand, 2, 30);
  const [lo, hi] = BATTERY_RANGE[condition];
  const soldBy = rand() < 0.15 ? sellers[Math.floor(rand() * sellers.length)] : null;
  return {
    sku,
    sellerId: soldBy,
    name: productName(model.brand, model.model, base.storage),
    brand: model.brand,
    model: model.model,
    priceCents,
    originalPriceCents,
    condition,
    conditionDescription: CONDITION_DESCRIPTIONS[condition],
    storage: base.storage,
    color: base.color,
    category,
    subcategory: model.subcategory,
    description: `${model.description} ${EXTRA_SENTENCES[Math.floor(rand() * EXTRA_SENTENCES.length)]}`,
    images: ILLUSTRATION_VIEWS.map((view) => productImageUrl(sku, view)),
    specifications: {
      ...(base.storage ? { Storage: base.storage } : {}),
      ...model.specifications,
      Colour: base.color,
    },
    stockQuantity,
    batteryHealth: HAS_BATTERY_HEALTH.has(category) ? between(rand, lo, hi) : null,
    isActive: rand() >= 0.03,
    ageMinutes: between(rand, 0, 540 * 24 * 60),
  };
}

const INSERT = `INSERT INTO products (sku, seller_id, name, brand, model, price_cents, original_price_cents, condition,
    condition_description, storage, color, category, subcategory, description, images, specifications,
    stock_quantity, battery_health, is_active, created_at, updated_at)
  SELECT sku, "sellerId", name, brand, model, "priceCents", "originalPriceCents", condition,
    "conditionDescription", storage, color, category, subcategory, description, images, specifications,
    "stockQuantity", "batteryHealth", "isActive", now() - make_interval(mins => "ageMinutes"),
    now() - make_interval(mins => "ageMinutes")
  FROM jsonb_to_recordset($1::jsonb) AS x(sku text, "sellerId" uuid, name text, brand text, model text,
    "priceCents" int, "originalPriceCents" int, condition text, "conditionDescription" text, storage text,
    color text, category text, subcategory text, description text, images text[], specifications jsonb,
    "stockQuantity" int, "batteryHealth" int, "isActive" boolean, "ageMinutes" int)`;

/** At least this many new rows: the secondary indexes are dropped for the load and built again after. */
const REBUILD_INDEXES_FROM = 50_000;

/**
 * The products table's secondary indexes (the primary key and unique ones stay: they guard the
 * load), as PostgreSQL would recreate them.
 */
async function secondaryIndexes(db: Client): Promise<Array<{ name: string; definition: string }>> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'products'::regclass AND NOT i.indisunique AND NOT i.indisprimary`,
  );
  return rows;
}

/**
 * Inserts `count` products through `db` (connected to a migrated database), then VACUUM ANALYZE.
 * A large load drops the secondary indexes first and builds each once at the end, in one
 * transaction with the rows (several times faster than updating a dozen indexes row by row).
 */
export async function generateProducts(db: Client, options: GenerateOptions): Promise<GenerateResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 2500;
  const rebuild = options.count >= REBUILD_INDEXES_FROM ? await secondaryIndexes(db) : [];
  if (rebuild.length > 0) {
    await db.query('BEGIN');
    for (const index of rebuild) await db.query(`DROP INDEX ${index.name}`);
  }
  const rand = random(options.seed ?? 20_260_101);
  const byCategory = new Map<CategorySlug, DemoModel[]>();
  for (const model of DEMO_MODELS)
    byCategory.set(model.category, [...(byCategory.get(model.category) ?? []), model]);
  const prefix = `gen-${randomUUID().slice(0, 8)}`;
  let sellers: string[] = [];
  let inserted = 0;
  try {
    sellers = await ensureSellers(db);
    while (inserted < options.count) {
      const size = Math.min(batchSize, options.count - inserted);
      const rows = Array.from({ length: size }, (_, i) =>
        makeRow(rand, byCategory, sellers, `${prefix}-${String(inserted + i).padStart(7, '0')}`),
      );
      await db.query(INSERT, [JSON.stringify(rows)]);
      inserted += size;
      if (inserted % (batchSize * 8) === 0 || inserted === options.count)
        log(
          `  ${inserted.toLocaleString('en-US')} products (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
    }
    // The catalogue keeps its own copy of a seller's suspension (as PUT /api/admin/sellers/{id}/suspend sets it).
    await db.query(
      `UPDATE products p SET seller_suspended = true FROM users u
        WHERE u.id = p.seller_id AND u.is_suspended AND NOT p.seller_suspended`,
    );
    if (rebuild.length > 0) {
      await db.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const index of rebuild) await db.query(index.definition);
      await db.query('COMMIT');
      log(`  ${rebuild.length} indexes built (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  } catch (error) {
    if (rebuild.length > 0) await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  await db.query('VACUUM (ANALYZE) products');
  await db.query('ANALYZE users');
  return { inserted, sellers: sellers.length, ms: Date.now() - started };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the (migrated) database to fill');
  const count = Number(process.argv[2] ?? 100_000);
  if (!Number.isInteger(count) || count < 1) throw new Error(`Not a product count: ${process.argv[2]}`);
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    console.log(
      `Generating ${count.toLocaleString('en-US')} products into ${new URL(url).pathname.slice(1)}`,
    );
    const result = await generateProducts(db, { count, log: console.log });
    console.log(
      `Inserted ${result.inserted.toLocaleString('en-US')} products in ${(result.ms / 1000).toFixed(1)} s ` +
        `(${Math.round(result.inserted / (result.ms / 1000)).toLocaleString('en-US')} rows/s)`,
    );
  } finally {
    await db.end();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
