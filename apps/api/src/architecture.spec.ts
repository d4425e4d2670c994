// Module ownership across the API: every table has one owning module (the folder of its entity), and
// only that module reads or writes it, by SQL or through TypeORM. Other modules call the owner's
// exported service. The exceptions are reads listed in APPROVED_READS, each with its reason; the
// schema's migrations are exempt. (tools/scripts/api-import-graph.ts checks the imports' layering.)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = __dirname;
const REPO = join(SRC, '../../..');
/** Server libs that hold a module's code outside apps/api/src (the catalogue's listing SQL): lib → module. */
const LIBS: Record<string, string> = { 'libs/server/catalogue/src': 'catalogue' };

interface Approved {
  /** The file (relative to apps/api/src) that reaches into another module's table. */
  file: string;
  table: string;
  reason: string;
}

/**
 * Reads of another module's table that stay: reporting and listing joins, where going through the
 * owner's service would mean a query per row, loading whole tables into memory, or a module calling
 * one that depends on it. Nothing here writes. (Files of orders/ and payments/ under redesign are
 * listed with the reason 'orders/payments redesign in progress (lead)' until they are rewritten.)
 */
export const APPROVED_READS: readonly Approved[] = [
  {
    file: 'admin/admin-users.service.ts',
    table: 'users',
    reason: "The admin's people list: accounts and trade-in guests in one paged, searched statement.",
  },
  {
    file: 'admin/admin-users.service.ts',
    table: 'trade_requests',
    reason:
      "The admin's people list: guests (trade-in emails without an account) and each row's trade count.",
  },
  {
    file: 'audit/audit.service.ts',
    table: 'users',
    reason:
      "The entry keeps a snapshot of the actor's email, copied in the INSERT itself; the audit log sits below the features, so it cannot call UsersService.",
  },
  {
    file: 'libs/server/catalogue/src/product-listing.query.ts',
    table: 'seller_profiles',
    reason: "The product listing shows each product's seller name: a join in the listing's one statement.",
  },
  {
    file: 'settings/site-settings.service.ts',
    table: 'users',
    reason:
      'Public impact figures (customers): counts in one cached statement; settings sits below auth, orders and catalogue.',
  },
  {
    file: 'settings/site-settings.service.ts',
    table: 'orders',
    reason: 'Public impact figures (guest customers, devices sold): counts in one cached statement.',
  },
  {
    file: 'settings/site-settings.service.ts',
    table: 'order_items',
    reason: 'Public impact figures (devices sold): a sum in one cached statement.',
  },
  {
    file: 'settings/site-settings.service.ts',
    table: 'reviews',
    reason: 'Public impact figures (satisfaction): counts of reviews in one cached statement.',
  },
  {
    file: 'trade/trade-requests.service.ts',
    table: 'users',
    reason:
      "The admin's trade-in statistics: registered customers and guests without an account, counted in SQL.",
  },
  {
    file: 'database/seed/trade-demo.seeder.ts',
    table: 'users',
    reason: "Demo data: the sample trade-ins belong to the demo shopper's account.",
  },
  {
    file: 'database/seed/trade-demo.seeder.ts',
    table: 'trade_requests',
    reason: 'Demo data: inserts the sample trade-ins once, on an empty database (development only).',
  },
  {
    file: 'database/seed/trade-demo.seeder.ts',
    table: 'device_pricing',
    reason: 'Demo data: inserts the sample device prices once, on an empty database (development only).',
  },
];

/** Tables only the migrations create (no entity); their owner by hand. */
const TABLES_WITHOUT_ENTITY: Record<string, string> = {
  // The catalogue's search index of product names (catalogue-hot-paths migration).
  product_search_names: 'catalogue',
};
/** TypeORM's own bookkeeping, owned by no module. */
const INFRASTRUCTURE_TABLES = new Set(['typeorm_metadata', 'migrations']);

export interface Ownership {
  /** table → owning module */
  tables: ReadonlyMap<string, string>;
  /** entity class → owning module */
  entities: ReadonlyMap<string, { module: string; table: string }>;
}

export interface Trespass {
  file: string;
  line: number;
  table: string;
  owner: string;
  how: string;
}

/** The module a source file belongs to: its top folder under apps/api/src, or its lib's module. */
export const moduleOf = (file: string) => {
  const lib = Object.keys(LIBS).find((dir) => file.startsWith(`${dir}/`));
  if (lib) return LIBS[lib];
  return file.includes('/') ? file.slice(0, file.indexOf('/')) : 'app';
};

function sources(dir: string, base: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path, base);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts')
      ? [relative(base, path).split('\\').join('/')]
      : [];
  });
}

/** apps/api/src files by their path under it, lib files by their path in the repository. */
function allSources(): Array<{ file: string; text: string }> {
  const api = sources(SRC, SRC).map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));
  const libs = Object.keys(LIBS).flatMap((dir) =>
    sources(join(REPO, dir), REPO).map((file) => ({ file, text: readFileSync(join(REPO, file), 'utf8') })),
  );
  return [...api, ...libs];
}

const isMigration = (file: string) => file.startsWith('database/migrations/');

/** Comments blanked (line numbers kept): prose may say "from orders" without reading them. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Who owns which table: `@Entity('name')` where it is declared, plus the tables listed by hand. */
export function ownershipOf(files: ReadonlyArray<{ file: string; text: string }>): Ownership {
  const tables = new Map<string, string>(Object.entries(TABLES_WITHOUT_ENTITY));
  const entities = new Map<string, { module: string; table: string }>();
  for (const { file, text } of files) {
    for (const m of text.matchAll(
      /@Entity\(\s*(?:\{\s*name:\s*)?'([a-z_0-9]+)'[\s\S]*?export\s+class\s+(\w+)/g,
    )) {
      tables.set(m[1], moduleOf(file));
      entities.set(m[2], { module: moduleOf(file), table: m[1] });
    }
  }
  return { tables, entities };
}

const SQL_TABLE = /\b(?:FROM|JOIN|UPDATE|INTO)\s+(?:ONLY\s+)?"?(?:public\.)?([a-z_][a-z0-9_]*)"?/gi;
// Repository<X>, getRepository(X), @InjectRepository(X), manager.<method>(X, …), createQueryBuilder(X, …),
// .from(X, …) and .…Join(X, …) of query builders.
const ENTITY_USE =
  /(?:Repository<\s*(\w+)\s*>|getRepository\(\s*(\w+)|InjectRepository\(\s*(\w+)|manager\.\w+\(\s*(\w+)|createQueryBuilder\(\s*(\w+)\s*,|\.(?:from|\w*[jJ]oin\w*)\(\s*(\w+)\s*,)/g;

/** Each place in `text` (the source of `file`) that touches a table another module owns. */
export function trespasses(file: string, text: string, ownership: Ownership): Trespass[] {
  const module = moduleOf(file);
  const code = withoutComments(text);
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const found: Trespass[] = [];
  for (const m of code.matchAll(SQL_TABLE)) {
    const table = m[1];
    const owner = ownership.tables.get(table);
    if (owner && owner !== module) found.push({ file, line: lineAt(m.index), table, owner, how: m[0] });
  }
  for (const m of code.matchAll(ENTITY_USE)) {
    const entity = ownership.entities.get(m.slice(1).find(Boolean) ?? '');
    if (entity && entity.module !== module)
      found.push({ file, line: lineAt(m.index), table: entity.table, owner: entity.module, how: m[0] });
  }
  return found;
}

/** The trespasses no approved read covers. */
export function unapproved(found: readonly Trespass[], approved: readonly Approved[]): Trespass[] {
  return found.filter((t) => !approved.some((a) => a.file === t.file && a.table === t.table));
}

describe('architecture: every table has one owning module', () => {
  const files = allSources();
  const ownership = ownershipOf(files);
  const found = files
    .filter(({ file }) => !isMigration(file))
    .flatMap(({ file, text }) => trespasses(file, text, ownership));

  it('knows the owner of every table the migrations create', () => {
    const created = files
      .filter(({ file }) => isMigration(file))
      .flatMap(({ text }) =>
        [...text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_0-9]+)"?/gi)].map((m) => m[1]),
      );
    const orphans = [...new Set(created)].filter(
      (t) => !ownership.tables.has(t) && !INFRASTRUCTURE_TABLES.has(t),
    );
    expect(orphans).toEqual([]);
    expect(ownership.tables.get('products')).toBe('catalogue');
    expect(ownership.tables.get('users')).toBe('auth');
    expect(ownership.entities.get('OrderEntity')).toEqual({ module: 'orders', table: 'orders' });
  });

  it("no module reads or writes another module's table, unless the read is approved with a reason", () => {
    const offenders = unapproved(found, APPROVED_READS).map(
      (t) => `${t.file}:${t.line} ${t.owner}.${t.table} (${t.how})`,
    );
    expect(offenders).toEqual([]);
  });

  it('every approved read is still made and says why', () => {
    const stale = APPROVED_READS.filter((a) => !found.some((t) => t.file === a.file && t.table === a.table));
    expect(stale).toEqual([]);
    for (const approved of APPROVED_READS) expect(approved.reason.length).toBeGreaterThan(10);
  });

  it('fails on a planted violation: SQL or a repository of another module', () => {
    const planted = [
      'const rows = await this.db.query(`SELECT u.email FROM users u JOIN orders o ON o.user_id = u.id`);',
      'constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}',
      'await manager.update(UserEntity, { id }, { isSeller: true });',
    ].join('\n');
    const caught = unapproved(trespasses('support/planted.service.ts', planted, ownership), APPROVED_READS);
    expect(caught.map((t) => [t.line, t.owner, t.table])).toEqual([
      [1, 'auth', 'users'],
      [1, 'orders', 'orders'],
      [2, 'catalogue', 'products'],
      [2, 'catalogue', 'products'],
      [3, 'auth', 'users'],
    ]);
    // Its own tables, comments and prose are no violation.
    expect(
      trespasses('auth/users.service.ts', '// reads FROM orders\nSELECT 1 FROM users', ownership),
    ).toEqual([]);
  });
});
