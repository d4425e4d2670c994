import { Injectable } from '@nestjs/common';
import type { CategorySlug, Product, ProductConditionName, ProductListResponse } from '@phonehub/contracts';
import { toCents } from '@phonehub/domain';
import {
  detailStatement,
  isUuid,
  type ListingFilters,
  type ListingPage,
  type ListingRow,
  listingStatement,
  listingTotal,
  type NamedProductRow,
  type ProductRow,
  type SqlStatement,
  toProduct,
  withShownImages,
} from '@phonehub/server-catalogue';
import type { Pool } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { SellerProfilesService } from '../partners/seller-profiles.service';
import { CatalogueErrors } from './catalogue.errors';
import { PRODUCTS_PAGE_DEFAULT, type ListProductsQueryDto } from './dto/list-products-query.dto';
import { ListingCache } from './listing-cache';
import { StaffReviewsSetting } from './staff-reviews-setting';

/** A product to add when its sku is not taken yet (demo data, imports). */
export interface NewProduct {
  sku: string;
  sellerId: string | null;
  name: string;
  brand: string;
  model: string;
  priceCents: number;
  originalPriceCents: number | null;
  condition: ProductConditionName;
  conditionDescription: string;
  storage: string | null;
  color: string | null;
  category: CategorySlug;
  subcategory: string | null;
  description: string;
  images: string[];
  specifications: Record<string, string>;
  stockQuantity: number;
  batteryHealth: number | null;
  /** How long ago it was listed (so "newest first" has an order to show). */
  listedHoursAgo: number;
}

/**
 * The public catalogue. Reads run the statements of product-listing.query.ts and map rows straight
 * to the response: one statement for a listing (two when a search falls back to typo matching),
 * one for a product page.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sellerProfiles: SellerProfilesService,
    private readonly settings: StaffReviewsSetting,
    private readonly cache: ListingCache,
  ) {}

  async list(query: ListProductsQueryDto): Promise<ProductListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PRODUCTS_PAGE_DEFAULT;
    const filters: ListingFilters = {
      search: query.search,
      category: query.category,
      brand: query.brand,
      model: query.model,
      conditions: query.condition,
      minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
      maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
      includeOutOfStock: query.includeOutOfStock,
    };

    const page$: ListingPage = {
      filters,
      mode: filters.search ? 'fulltext' : 'none',
      sort: query.sort,
      // Held in memory and read again after the admin's switch (staff-reviews-setting.ts).
      countStaffReviews: await this.settings.countStaffReviews(),
      limit,
      offset: (page - 1) * limit,
    };
    // Same filters, page and setting, same answer: the key is the page as the statement sees it.
    return this.cache.get(JSON.stringify(page$), async () => {
      let rows = await this.listing(page$);
      if (page$.mode === 'fulltext' && rows[0].total === 0) {
        // Nothing matches the words as typed: try them as a misspelling of names, brands and models.
        rows = await this.listing({ ...page$, mode: 'trigram' });
      }
      const { total, capped } = listingTotal(rows);
      // The statement carries each seller's company name: no query per page for it.
      const products = rows
        .filter((row): row is ListingRow & NamedProductRow => row.id !== null)
        .map((row) => withShownImages(toProduct(row)));
      return { products, total, totalIsCapped: capped, totalPages: Math.ceil(total / limit), page, limit };
    });
  }

  /** The product page; each call counts as a view. */
  async view(id: string): Promise<Product> {
    if (!isUuid(id)) throw CatalogueErrors.productNotFound();
    const [row] = await this.rows(detailStatement(id, await this.settings.countStaffReviews()));
    if (!row) throw CatalogueErrors.productNotFound();
    return withShownImages(toProduct(row));
  }

  /** Maps rows with their sellers' company names, read in one query for all of them (never one per row). */
  async toProducts(rows: readonly ProductRow[]): Promise<Product[]> {
    const sellerIds = rows.flatMap((row) => (row.seller_id === null ? [] : [row.seller_id]));
    const sellers = await this.sellerProfiles.companyNames(sellerIds);
    return rows.map((row) =>
      toProduct({ ...row, seller_company_name: row.seller_id === null ? null : sellers.get(row.seller_id) }),
    );
  }

  /** Adds the products whose sku is new, in one statement; existing rows are left as they are. */
  async addMissing(products: readonly NewProduct[]): Promise<number> {
    if (products.length === 0) return 0;
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO products (sku, seller_id, name, brand, model, price_cents, original_price_cents, condition,
         condition_description, storage, color, category, subcategory, description, images, specifications,
         stock_quantity, battery_health, created_at, updated_at)
       SELECT sku, "sellerId", name, brand, model, "priceCents", "originalPriceCents", condition,
         "conditionDescription", storage, color, category, subcategory, description, images, specifications,
         "stockQuantity", "batteryHealth", now() - make_interval(hours => "listedHoursAgo"),
         now() - make_interval(hours => "listedHoursAgo")
       FROM jsonb_to_recordset($1::jsonb) AS x(sku text, "sellerId" uuid, name text, brand text, model text,
         "priceCents" int, "originalPriceCents" int, condition text, "conditionDescription" text, storage text,
         color text, category text, subcategory text, description text, images text[], specifications jsonb,
         "stockQuantity" int, "batteryHealth" int, "listedHoursAgo" int)
       ON CONFLICT (sku) DO NOTHING
       RETURNING id`,
      [JSON.stringify(products)],
    );
    return rows.length;
  }

  private listing(page: ListingPage): Promise<ListingRow[]> {
    return this.read<ListingRow>(listingStatement(page));
  }

  private rows(statement: SqlStatement): Promise<NamedProductRow[]> {
    return this.read<NamedProductRow>(statement);
  }

  /**
   * One statement on TypeORM's own pg pool (its PostgreSQL driver keeps it as `master`), without
   * the query runner TypeORM makes, connects, announces and releases around each statement: a
   * sizeable share of a listing's CPU in Node (tools/bench, issue 18). Errors are TypeORM's, as
   * dataSource.query would throw them, for the error filter.
   */
  private async read<T>({ text, values }: SqlStatement): Promise<T[]> {
    const { master } = this.dataSource.driver as unknown as { master: Pool };
    try {
      return (await master.query(text, values)).rows as T[];
    } catch (error) {
      throw new QueryFailedError(text, values, error as Error);
    }
  }
}
