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
