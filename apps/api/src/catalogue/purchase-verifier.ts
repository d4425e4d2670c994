import { Injectable } from '@nestjs/common';

export interface AuthorOfProduct {
  productId: string;
  userId: string;
}

export const purchaseKey = (pair: AuthorOfProduct) => `${pair.productId}:${pair.userId}`;

/**
 * Decides "Verified Purchase": an author bought the product when they have a paid order that
 * contains it. Implemented by whoever owns orders; the catalogue only asks.
 */
export abstract class PurchaseVerifier {
  /** The `purchaseKey`s of the pairs whose user has a paid order containing the product (one query at most). */
  abstract purchased(pairs: readonly AuthorOfProduct[]): Promise<Set<string>>;
}

/**
 * There are no orders yet, so nobody has bought anything: every review is unverified. The orders
 * issue replaces this (the `PurchaseVerifier` provider in catalogue.module.ts) with a query over
 * paid orders' lines; nothing else changes.
 */
@Injectable()
export class NoOrdersPurchaseVerifier extends PurchaseVerifier {
  async purchased(): Promise<Set<string>> {
    return new Set();
  }
}
