/**
 * The order reference shoppers see (checkout result, emails, My Orders): the last 8 characters of the
 * order's id, which are hexadecimal digits of its UUID.
 */
export const ORDER_REFERENCE_LENGTH = 8;

export const ORDER_REFERENCE_MESSAGE = 'Please enter the 8-character order reference from your confirmation email';

export const orderReferenceOf = (orderId: string): string => orderId.slice(-ORDER_REFERENCE_LENGTH);

/**
 * A typed reference as the order id ends, or null when it cannot be one: spaces, a leading '#' and
 * case are forgiven ('#A1B2 C3D4' reads as 'a1b2c3d4').
 */
export function normalizeOrderReference(value: string): string | null {
  const clean = value.replace(/\s+/g, '').replace(/^#/, '').toLowerCase();
  return /^[0-9a-f]{8}$/.test(clean) ? clean : null;
}
