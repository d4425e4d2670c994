import { Injectable } from '@nestjs/common';
import type { AdminProduct, AdminProductRemoval, Paged } from '@phonehub/contracts';
import { columns, type ProductRow, reviewStats } from '@phonehub/server-catalogue';
import { DataSource, type EntityManager } from 'typeorm';
import { auditDiff } from '../audit/audit-diff';
import { AuditService } from '../audit/audit.service';
import { parseSort, toPaged } from '../common/paging/paged';
import { containsPattern } from '../common/sql/like-pattern';
import { countRows, pageClause, sqlParams } from '../common/sql/raw-page';
import { SettingsService } from '../settings/settings.service';
import { CatalogueErrors } from './catalogue.errors';
import type { AdminProductDto, AdminProductsQueryDto, ADMIN_PRODUCT_SORTS } from './dto/admin-catalogue.dto';
import { ProductEntity } from './entities/product.entity';
import { formColumns } from './product-form-columns';
import { ProductsService } from './products.service';
import { StockEvents } from './stock-events';

/** The spec's admin defaults: a new product is Used and in stock. */
export const ADMIN_PRODUCT_DEFAULTS = {
  condition: 'Used',
  category: 'smartphones',
  stock_quantity: 1,
} as const;

type AdminRow = ProductRow & { is_active: boolean; seller_suspended: boolean };

const SORT_COLUMNS: Record<(typeof ADMIN_PRODUCT_SORTS)[number], string> = {
  created_at: 'p.created_at',
  name: 'p.name',
  price: 'p.price_cents',
  stock_quantity: 'p.stock_quantity',
};

/** The product's columns from the admin form; left out fields take the admin defaults (PUT replaces). */
function columnsFrom(dto: AdminProductDto): Partial<ProductEntity> {
  return { ...formColumns(dto, ADMIN_PRODUCT_DEFAULTS), batteryHealth: dto.battery_health ?? null };
}

/** The fields a replacing PUT really changes (the audit log names only those). */
function changedOnly(product: ProductEntity, changes: Partial<ProductEntity>): Partial<ProductEntity> {
  const record = product as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => JSON.stringify(record[key] ?? null) !== JSON.stringify(value ?? null),
    ),
  ) as Partial<ProductEntity>;
}

/** What the audit log keeps of a product (money in cents, as stored). */
const gist = (columns: Partial<ProductEntity>) => ({
  name: columns.name,
  brand: columns.brand,
  price_cents: columns.priceCents,
  stock_quantity: columns.stockQuantity,
});

/**
 * The admin's products: PhoneHub's own (seller null) and, for moderation, sellers' ones. A product
 * deleted after an order named it stays hidden for that order and leaves this list too. Reads are
 * computed on each request (no cache), so the public catalogue shows a change at once.
 */
@Injectable()
export class AdminProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly stockEvents: StockEvents,
  ) {}

  async list(query: AdminProductsQueryDto): Promise<Paged<AdminProduct>> {
    const { values, add } = sqlParams();
    const where = ['p.hidden_at IS NULL'];
    if (query.search) where.push(`p.search_text ILIKE ${add(containsPattern(query.search))}`);
    if (query.category) where.push(`p.category = ${add(query.category)}`);
    if (query.seller === 'platform') where.push('p.seller_id IS NULL');
    else if (query.seller) where.push(`p.seller_id = ${add(query.seller.toLowerCase())}`);
    if (query.stock === 'in') where.push('p.stock_quantity > 0');
    if (query.stock === 'out') where.push('p.stock_quantity = 0');
    const filter = where.join(' AND ');

    const total = await countRows(this.dataSource, `products p WHERE ${filter}`, values);
    const { field, direction } = parseSort<keyof typeof SORT_COLUMNS>(query.sort, '-created_at');
    const order = (alias: string) =>
      `${SORT_COLUMNS[field].replace('p.', `${alias}.`)} ${direction}, ${alias}.id ${direction}`;
    const page = pageClause(add, query);
    const rows = await this.dataSource.query<AdminRow[]>(
      `SELECT p.*, rv.rating, rv.review_count FROM (
         SELECT ${columns('p')}, p.is_active, p.seller_suspended FROM products p WHERE ${filter}
         ORDER BY ${order('p')} ${page}
       ) p
       ${reviewStats('p', await this.settings.countStaffReviews())}
       ORDER BY ${order('p')}`,
      values,
    );
    return toPaged(await this.toAdmin(rows), total, query);
  }

  async create(actorId: string | null, dto: AdminProductDto): Promise<AdminProduct> {
    const id = await this.dataSource.transaction(async (manager) => {
      const values = columnsFrom(dto);
      const result = await manager.getRepository(ProductEntity).insert({ ...values, sellerId: null });
      const created = (result.identifiers[0] as { id: string }).id;
      await this.audit.record(
        { actorId, action: 'product.create', entityType: 'product', entityId: created, after: gist(values) },
        manager,
      );
      return created;
    });
    return this.one(id);
  }

  /** Replaces the product's fields; a seller's product keeps its seller and terms. */
  async update(actorId: string | null, id: string, dto: AdminProductDto): Promise<AdminProduct> {
    await this.dataSource.transaction(async (manager) => {
      const product = await this.lock(manager, id);
      const changes = columnsFrom(dto);
      await manager.getRepository(ProductEntity).update({ id }, changes);
      await this.stockEvents.stockSet(manager, id, product.stockQuantity, changes.stockQuantity);
      const { before, after } = auditDiff(product, changedOnly(product, changes));
      await this.audit.record(
        { actorId, action: 'product.update', entityType: 'product', entityId: id, before, after },
        manager,
      );
    });
    return this.one(id);
  }

  /** Deletes the product, or hides it when an order has named it (the order keeps pointing at it). */
  async remove(actorId: string | null, id: string): Promise<AdminProductRemoval> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.lock(manager, id);
      const products = manager.getRepository(ProductEntity);
      const outcome = product.hasOrders ? 'hidden' : 'deleted';
      if (outcome === 'hidden') await products.update({ id }, { hiddenAt: () => 'now()' });
      else await products.delete({ id });
      await this.audit.record(
        {
          actorId,
          action: 'product.delete',
          entityType: 'product',
          entityId: id,
          before: gist(product),
          after: { outcome },
        },
        manager,
      );
      return { id, outcome };
    });
  }

  private async lock(manager: EntityManager, id: string): Promise<ProductEntity> {
    const product = await manager
      .getRepository(ProductEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!product || product.hiddenAt !== null) throw CatalogueErrors.productNotFound();
    return product;
  }

  private async one(id: string): Promise<AdminProduct> {
    const rows = await this.dataSource.query<AdminRow[]>(
      `SELECT ${columns('p')}, p.is_active, p.seller_suspended, rv.rating, rv.review_count
       FROM products p ${reviewStats('p', await this.settings.countStaffReviews())}
       WHERE p.id = $1 AND p.hidden_at IS NULL`,
      [id],
    );
    const [product] = await this.toAdmin(rows);
    if (!product) throw CatalogueErrors.productNotFound();
    return product;
  }

  private async toAdmin(rows: readonly AdminRow[]): Promise<AdminProduct[]> {
    const products = await this.products.toProducts(rows);
    return products.map((product, i) => ({
      ...product,
      listed: rows[i].is_active && !rows[i].seller_suspended,
    }));
  }
}
