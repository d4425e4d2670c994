import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLAIMS } from '@phonehub/domain';

/** A seller's products as its stats show them: reviews of them by customers. */
export interface SellerRating {
  /** One decimal; null with no reviews. */
  averageRating: number | null;
  reviewCount: number;
}

/**
 * What the sellers' money needs from the catalogue: each product's return window (when an earning
 * becomes payable) and the reviews of a seller's products. Read here so no other module reads the
 * catalogue's tables.
 */
@Injectable()
export class SellerSalesFactsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Return window in days per product; products deleted meanwhile are absent (callers use the shop's 30). */
  async returnPolicyDays(productIds: readonly string[]): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const rows: { id: string; days: number }[] = await this.dataSource.query(
      `SELECT id, return_policy_days::int AS days FROM products WHERE id = ANY($1::uuid[])`,
      [[...new Set(productIds)]],
    );
    return new Map(rows.map((row) => [row.id, row.days]));
  }

  /** The shop's own return window, for lines whose product is gone. */
  readonly defaultReturnDays: number = CLAIMS.returnDays;

  /** Customers' reviews (staff reviews are nobody's rating; reviews an admin hid leave it) of all the seller's products, hidden products included. */
  async rating(sellerId: string): Promise<SellerRating> {
    const [row]: { rating: string | null; review_count: number }[] = await this.dataSource.query(
      `SELECT round(avg(r.rating), 1) AS rating, count(r.id)::int AS review_count
         FROM reviews r JOIN products p ON p.id = r.product_id
        WHERE p.seller_id = $1 AND NOT r.is_staff AND r.hidden_at IS NULL`,
      [sellerId],
    );
    return { averageRating: row.rating === null ? null : Number(row.rating), reviewCount: row.review_count };
  }
}
