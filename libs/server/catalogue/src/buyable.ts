/**
 * The one "buyable" rule: a shopper may see and buy a product when it is active, not hidden (deleted
 * by its seller after it had orders) and not from a suspended seller. The listing, the product page,
 * reviews and stock reservations all use it; the listing's partial indexes have the same predicate
 * (migration 1767670000000-seller-products.ts), so keep the two equal. `alias` is the products row's
 * alias in the statement.
 */
export const buyableSql = (alias: string) =>
  `${alias}.is_active AND ${alias}.hidden_at IS NULL AND NOT ${alias}.seller_suspended`;
