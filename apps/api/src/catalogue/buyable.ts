/**
 * The one "buyable" rule: a shopper may see and buy a product when it is active and not from a
 * suspended seller. The listing, the product page, reviews and stock reservations all use it.
 * `alias` is the products row's alias in the statement.
 */
export const buyableSql = (alias: string) =>
  `${alias}.is_active AND NOT EXISTS (SELECT 1 FROM users s WHERE s.id = ${alias}.seller_id AND s.is_suspended)`;
