/**
 * The one order reference every screen and mail shows (checkout result, emails, My Orders, the
 * seller and admin portals): the last 8 characters of the order's id, hexadecimal digits of its
 * UUID. Screens write it after a '#'; shoppers type it from their confirmation email on the order
 * lookup page, so it must read the same everywhere.
 */
export const ORDER_REFERENCE_LENGTH = 8;

export const ORDER_REFERENCE_MESSAGE =
  'Please enter the 8-character order reference from your confirmation email';

export const orderReference = (orderId: string): string => orderId.slice(-ORDER_REFERENCE_LENGTH);

/**
 * A typed reference as the order id ends, or null when it cannot be one: spaces, a leading '#' and
 * case are forgiven ('#A1B2 C3D4' reads as 'a1b2c3d4').
 */
export function normalizeOrderReference(value: string): string | null {
  const clean = value.replace(/\s+/g, '').replace(/^#/, '').toLowerCase();
  return /^[0-9a-f]{8}$/.test(clean) ? clean : null;
}
