import type { PolicyUser } from '@phonehub/domain';

/**
 * The signed-in caller as the guards and `@CurrentUser()` see it: what the JWT strategy puts on the
 * request. The auth module's user record has these fields (and more); the plumbing needs no more
 * than this, so it never imports a feature.
 */
export interface AuthPrincipal {
  readonly id: string;
  readonly role: PolicyUser['role'];
  readonly isSeller: boolean;
  readonly isSuspended: boolean;
  readonly sellerSuspended: boolean;
}

// The rules themselves live in the shared policy module; the principal is only renamed into its shape.
export const asPolicyUser = (principal: AuthPrincipal): PolicyUser => ({
  id: principal.id,
  role: principal.role,
  is_seller: principal.isSeller,
  is_suspended: principal.isSuspended,
  seller_suspended: principal.sellerSuspended,
});
