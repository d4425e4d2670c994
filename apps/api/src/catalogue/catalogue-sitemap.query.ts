import { Injectable } from '@nestjs/common';
import { SITEMAP_PRODUCTS_PAGE_MAX, type SitemapProductsResponse } from '@phonehub/contracts';
import { visibleSql } from '@phonehub/server-catalogue';
import { DataSource } from 'typeorm';
import { ListingCache } from './listing-cache';

/** Below every uuid: the first page starts after it, so one statement (one plan) serves every page. */
const BEFORE_ALL = '00000000-0000-0000-0000-000000000000';

/**
 * Every product a shopper can find, for the storefront's sitemap. The public listing cannot walk
 * them (its total stops at LISTING_COUNT_CAP and offset pages get slower the deeper they go), so
 * this pages by keyset on the primary key: each page is one range scan of the id index, however
 * far the walk has gone. The listing's visibility rule (visibleSql), sold-out products included
 * (their pages still answer). Pages are kept in the listing cache, emptied on every catalogue change.
 */
@Injectable()
export class CatalogueSitemapQuery {
  constructor(
    private readonly db: DataSource,
    private readonly cache: ListingCache,
  ) {}

  page(after: string | undefined, limit = SITEMAP_PRODUCTS_PAGE_MAX): Promise<SitemapProductsResponse> {
    const from = after ?? BEFORE_ALL;
    return this.cache.get(JSON.stringify({ sitemap: from, limit }), async () => {
      const rows: Array<{ id: string; updated_at: Date }> = await this.db.query(
        `SELECT p.id, p.updated_at FROM products p
          WHERE p.id > $1::uuid AND ${visibleSql('p')}
          ORDER BY p.id
          LIMIT $2`,
        [from, limit],
      );
      return {
        products: rows.map((row) => ({ id: row.id, updated_at: row.updated_at.toISOString() })),
        // A full page may have more after it; a short one is the last.
        next: rows.length === limit ? rows[rows.length - 1].id : null,
      };
    });
  }
}
