import { PurchaseVerifier, purchaseKey } from './purchase-verifier.port';

/** What of a review row decides its "Verified Purchase" badge. */
export interface ReviewAuthorRow {
  product_id: string;
  user_id: string | null;
  is_staff: boolean;
}

/**
 * Whether each review of a page is a verified purchase (one query for the page): a customer's
 * review whose author bought the product; staff reviews and those of deleted accounts never are.
 */
export async function purchaseVerification(
  verifier: PurchaseVerifier,
  rows: readonly ReviewAuthorRow[],
): Promise<(row: ReviewAuthorRow) => boolean> {
  const authors = rows
    .filter((r) => r.user_id !== null && !r.is_staff)
    .map((r) => ({ productId: r.product_id, userId: r.user_id as string }));
  const purchased = authors.length > 0 ? await verifier.purchased(authors) : new Set<string>();
  return (r) =>
    r.user_id !== null &&
    !r.is_staff &&
    purchased.has(purchaseKey({ productId: r.product_id, userId: r.user_id }));
}
