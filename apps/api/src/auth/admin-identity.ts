/**
 * The administrator account's address is made from its username at a domain of its own. Nobody
 * else may hold an address there: a shopper who registered the admin's address (or changed to it)
 * would otherwise stop the admin account from being created.
 */
export const ADMIN_EMAIL_DOMAIN = 'admin.phonehub.local';

export const RESERVED_EMAIL_MESSAGE =
  'This email address is reserved for PhoneHub staff. Please use your own email address.';

export function adminEmail(username: string): string {
  return `${username.toLowerCase()}@${ADMIN_EMAIL_DOMAIN}`;
}

/** The admin domain and any of its subdomains, in any case. */
export function isReservedEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return domain === ADMIN_EMAIL_DOMAIN || domain.endsWith(`.${ADMIN_EMAIL_DOMAIN}`);
}
