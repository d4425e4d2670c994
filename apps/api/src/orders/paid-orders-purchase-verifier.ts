import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthorOfProduct, PurchaseVerifier, purchaseKey } from '../catalogue/purchase-verifier.port';

/** "Verified Purchase": the author has a paid order containing the product (one query for all pairs). */
@Injectable()
export class PaidOrdersPurchaseVerifier extends PurchaseVerifier {
  constructor(private readonly db: DataSource) {
    super();
  }

  async purchased(pairs: readonly AuthorOfProduct[]): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows: { product_id: string; user_id: string }[] = await this.db.query(
      `SELECT DISTINCT i.product_id, o.user_id
         FROM unnest($1::uuid[], $2::uuid[]) AS pair(product_id, user_id)
         JOIN orders o ON o.user_id = pair.user_id AND o.payment_status = 'paid'
         JOIN order_items i ON i.order_id = o.id AND i.product_id = pair.product_id`,
      [pairs.map((p) => p.productId), pairs.map((p) => p.userId)],
    );
    return new Set(rows.map((r) => purchaseKey({ productId: r.product_id, userId: r.user_id })));
  }
}
