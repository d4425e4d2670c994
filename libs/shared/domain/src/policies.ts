import type { Product, User } from '@phonehub/contracts';

// Who may do what, in one place: the API's guards and services and the UIs ask these, so a rule
// changes once. Every check takes "no user" (signed out) and answers false.

/** The parts of a user the rules read (the API adapts its entity to this shape). */
export type PolicyUser = Pick<User, 'id' | 'role' | 'is_seller' | 'is_suspended' | 'seller_suspended'>;
type MaybeUser = PolicyUser | null | undefined;

export function isAdmin(user: MaybeUser): boolean {
  return user?.role === 'admin';
}

/** A seller who may sell now: flagged as a seller, and neither the account nor the seller suspended. */
export function canSell(user: MaybeUser): boolean {
  return !!user && user.is_seller && !user.is_suspended && !user.seller_suspended;
}

/**
 * Admins manage every product; a seller who may sell manages the products listed under their id.
 * `seller_id` null is PhoneHub's own stock, which only admins manage.
 */
export function canManageProduct(user: MaybeUser, product: Pick<Product, 'seller_id'>): boolean {
  if (isAdmin(user)) return true;
  return canSell(user) && product.seller_id !== null && product.seller_id === user?.id;
}

/** A record belongs to the user when its `user_id` is theirs (a guest's record, user_id null, belongs to no one). */
export function owns(
  user: Pick<User, 'id'> | null | undefined,
  resource: { user_id?: string | null },
): boolean {
  return !!user && typeof resource.user_id === 'string' && resource.user_id === user.id;
}
