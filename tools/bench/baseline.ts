// The benchmark's yardstick: the least code that answers the catalogue's hot endpoints. Bare
// Fastify and a pg pool running the API's own statements and mapping the rows with the API's own
// mapper (both from @phonehub/server-catalogue), so both servers send the same SQL and the same
// JSON. Everything the API adds (Nest, guards, validation, the error filter, helmet, TypeORM's
// query runner) is absent.
//
//   DATABASE_URL=… PORT=… TSX_TSCONFIG_PATH=tools/tsconfig.json node --import tsx tools/bench/baseline.ts
import type { ProductSort } from '@phonehub/contracts';
import {
  categorySlugFor,
  conditionFor,
  detailStatement,
  isUuid,
  listingStatement,
  listingTotal,
  toProduct,
  type ListingPage,
  type ListingRow,
  type ProductRow,
  type SqlStatement,
} from '@phonehub/server-catalogue';
import Fastify from 'fastify';
import { Pool } from 'pg';

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 3990);
if (!url) throw new Error('DATABASE_URL is required');

// node-postgres' default pool size, the same as the API's TypeORM pool.
const pool = new Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

const run = async <T>(statement: SqlStatement): Promise<T[]> =>
  (await pool.query(statement.text, statement.values)).rows;
const cents = (dollars: string | undefined) =>
  dollars === undefined ? undefined : Math.round(Number(dollars) * 100);

app.get('/api/products', async (request) => {
  const q = request.query as Record<string, string | undefined>;
  const page = Number(q.page ?? 1);
  const limit = Number(q.limit ?? 12);
  const listing: ListingPage = {
    filters: {
      search: q.search?.trim() || undefined,
      category: q.category ? categorySlugFor(q.category) : undefined,
      brand: q.brand || undefined,
      conditions: q.condition ? [conditionFor(q.condition)].filter((c) => c !== undefined) : undefined,
      minPriceCents: cents(q.minPrice),
      maxPriceCents: cents(q.maxPrice),
    },
    mode: q.search?.trim() ? 'fulltext' : 'none',
    sort: q.sort as ProductSort | undefined,
    limit,
    offset: (page - 1) * limit,
  };
  let rows = await run<ListingRow>(listingStatement(listing));
  if (listing.mode === 'fulltext' && rows[0].total === 0)
    rows = await run<ListingRow>(listingStatement({ ...listing, mode: 'trigram' }));
  const { total, capped } = listingTotal(rows);
  const products = rows.filter((row): row is ListingRow & ProductRow => row.id !== null).map(toProduct);
  return { products, total, totalIsCapped: capped, totalPages: Math.ceil(total / limit), page, limit };
});

app.get('/api/products/:id', async (request, reply) => {
  const { id } = request.params as { id: string };
  const [row] = isUuid(id) ? await run<ProductRow>(detailStatement(id)) : [];
  if (!row)
    return reply
      .code(404)
      .send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not Found', detail: 'Product not found' });
  return toProduct(row);
});

app.get('/health', async () => ({ status: 'ok' }));

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

app.listen({ port, host: '127.0.0.1' }).then(
  () => console.log(`baseline listening on ${port}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
