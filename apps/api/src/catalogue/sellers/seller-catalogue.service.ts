import { Injectable } from '@nestjs/common';
import type { Paged, SellerProduct } from '@phonehub/contracts';
import {
  canManageProduct,
  formatCents,
  SELLER_PRODUCT_DEFAULTS,
  toCents,
  type PolicyUser,
} from '@phonehub/domain';
import {
  type ProductRow,
  type SellerProductSort,
  sellerProductsStatement,
  sellerProductStatement,
  type SqlStatement,
  toSellerTerms,
} from '@phonehub/server-catalogue';
import { DataSource, type EntityManager } from 'typeorm';
import { toPaged } from '../../common/paging/paged';
import { JobQueue } from '../../jobs/job-queue.service';
import { SettingsService } from '../../settings/settings.service';
import { containsPattern } from '../../common/sql/like-pattern';
import { CatalogueErrors } from '../catalogue.errors';
import { ProductsWithdrawnEvent } from '../events/products-withdrawn.event';
import { ProductEntity } from '../entities/product.entity';
import { formColumns } from '../product-form-columns';
import { ProductsService } from '../products.service';
import { StockEvents } from '../stock-events';
import type { SellerProductDto } from './seller-product.dto';

/** A seller's product as the catalogue answers it, before the orders module adds `units_sold`. */
export type OwnProduct = Omit<SellerProduct, 'units_sold'>;

export interface OwnProductsQuery {
  page: number;
  page_size: number;
  search?: string;
  sort: SellerProductSort;
  direction: 'ASC' | 'DESC';
}

type OwnRow = ProductRow & { hidden_at: Date | null };

/** The product's columns from a seller's request, with the spec's defaults for what it leaves out. */
function columnsFrom(dto: SellerProductDto): Partial<ProductEntity> {
  const freeShipping = dto.free_shipping ?? SELLER_PRODUCT_DEFAULTS.free_shipping;
  return {
    ...formColumns(dto, SELLER_PRODUCT_DEFAULTS),
    warrantyMonths: dto.warranty_months ?? SELLER_PRODUCT_DEFAULTS.warranty_months,
    returnPolicyDays: dto.return_policy_days ?? SELLER_PRODUCT_DEFAULTS.return_policy_days,
    // Free shipping costs the buyer nothing, whatever cost was typed.
    shippingCostCents: freeShipping ? 0 : toCents(dto.shipping_cost ?? SELLER_PRODUCT_DEFAULTS.shipping_cost),
    freeShipping,
    estimatedDeliveryDays: dto.estimated_delivery_days ?? SELLER_PRODUCT_DEFAULTS.estimated_delivery_days,
    tags: [...new Set(dto.tags ?? [])].filter((tag) => tag !== ''),
  };
}

/**
 * Marketplace sellers' writes to the catalogue and what other modules need to know of sellers'
 * products. The catalogue owns the products table: the sellers module goes through here. A product
 * another seller owns, or one its seller deleted, is 'Product not found' like an unknown id.
 */
@Injectable()
export class SellerCatalogueService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly stockEvents: StockEvents,
    private readonly settings: SettingsService,
    private readonly jobs: JobQueue,
  ) {}

  async listOwn(sellerId: string, query: OwnProductsQuery): Promise<Paged<OwnProduct>> {
    const page = {
      sellerId,
      search: query.search ? containsPattern(query.search) : undefined,
      sort: query.sort,
      direction: query.direction,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    };
    const rows = await this.rows<OwnRow & { total: number }>(sellerProductsStatement(page));
    // A page past the end has no row to carry the total.
    const total =
      rows[0]?.total ??
      (page.offset > 0
        ? ((await this.rows<{ total: number }>(sellerProductsStatement({ ...page, offset: 0, limit: 1 })))[0]
            ?.total ?? 0)
        : 0);
    return toPaged(await this.toOwn(rows), total, query);
  }

  async create(seller: PolicyUser, dto: SellerProductDto): Promise<OwnProduct> {
    this.checkShipping(dto);
    const id = await this.dataSource.transaction(async (manager) => {
      const result = await manager
        .getRepository(ProductEntity)
        .insert({ ...columnsFrom(dto), sellerId: seller.id, sellerSuspended: seller.seller_suspended });
      return (result.identifiers[0] as { id: string }).id;
    });
    return this.own(seller.id, id);
  }

  async update(seller: PolicyUser, id: string, dto: SellerProductDto): Promise<OwnProduct> {
    await this.dataSource.transaction(async (manager) => {
      const product = await this.lockManaged(manager, seller, id);
      this.checkShipping(dto);
      const changes = columnsFrom(dto);
      await manager.getRepository(ProductEntity).update({ id }, changes);
      await this.stockEvents.stockSet(manager, id, product.stockQuantity, changes.stockQuantity);
    });
    return this.own(seller.id, id);
  }

  /** A parcel's shipping may cost at most the configured cap (free shipping ignores the typed cost). */
  private checkShipping(dto: SellerProductDto): void {
    const cap = this.settings.parcelShippingCapCents;
    const free = dto.free_shipping ?? SELLER_PRODUCT_DEFAULTS.free_shipping;
    if (!free && dto.shipping_cost !== undefined && toCents(dto.shipping_cost) > cap)
      throw CatalogueErrors.shippingOverCap(formatCents(cap));
  }

  /** Deletes the product, or hides it when an order has named it (the order keeps pointing at it). */
  async remove(seller: PolicyUser, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const product = await this.lockManaged(manager, seller, id);
      const products = manager.getRepository(ProductEntity);
      if (product.hasOrders) {
        await products.update({ id }, { hiddenAt: () => 'now()' });
        await this.jobs.publish(manager, new ProductsWithdrawnEvent(null, id));
      } else await products.delete({ id });
    });
  }

  /**
   * The seller's products leave (or come back to) the catalogue, in the caller's transaction; leaving,
   * the open checkouts of unpaid orders holding them are closed (ProductsWithdrawnEvent).
   */
  async setSellerSuspended(manager: EntityManager, sellerId: string, suspended: boolean): Promise<void> {
    await manager.getRepository(ProductEntity).update({ sellerId }, { sellerSuspended: suspended });
    if (suspended) await this.jobs.publish(manager, new ProductsWithdrawnEvent(sellerId, null));
  }

  /** Listed products per seller (admin sellers list): deleted (hidden) and deactivated ones do not count. */
  async listedCounts(sellerIds: readonly string[]): Promise<Map<string, number>> {
    if (sellerIds.length === 0) return new Map();
    const rows: Array<{ seller_id: string; count: number }> = await this.dataSource.query(
      `SELECT p.seller_id, count(*)::int AS count FROM products p
        WHERE p.seller_id = ANY($1::uuid[]) AND p.is_active AND p.hidden_at IS NULL
        GROUP BY p.seller_id`,
      [sellerIds],
    );
    return new Map(rows.map((row) => [row.seller_id, row.count]));
  }

  /** The row under lock when the user may manage it and it was not deleted; otherwise 'Product not found'. */
  private async lockManaged(manager: EntityManager, user: PolicyUser, id: string): Promise<ProductEntity> {
    const product = await manager
      .getRepository(ProductEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!product || product.hiddenAt !== null || !canManageProduct(user, { seller_id: product.sellerId }))
      throw CatalogueErrors.productNotFound();
    return product;
  }

  private async own(sellerId: string, id: string): Promise<OwnProduct> {
    const [product] = await this.toOwn(await this.rows<OwnRow>(sellerProductStatement(sellerId, id)));
    if (!product) throw CatalogueErrors.productNotFound();
    return product;
  }

  private async toOwn(rows: readonly OwnRow[]): Promise<OwnProduct[]> {
    const products = await this.products.toProducts(rows);
    return products.map((product, i) => ({
      ...product,
      terms: toSellerTerms(rows[i]) ?? { ...SELLER_PRODUCT_DEFAULTS, tags: [] },
      status: rows[i].hidden_at === null ? 'active' : 'hidden',
    }));
  }

  private rows<T>(statement: SqlStatement): Promise<T[]> {
    return this.dataSource.query<T[]>(statement.text, statement.values);
  }
}
