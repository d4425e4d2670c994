/** Test cards of the sandbox, as in Stripe's test mode. */
export const SUCCESS_CARD = '4242424242424242';
export const DECLINE_CARD = '4000000000000002';

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  notTestCard:
    'Your card was declined. The payment sandbox only accepts test cards such as 4242 4242 4242 4242.',
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  invalidCvc: "Your card's security code is invalid.",
} as const;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY or MM / YY, not before the current month. */
export function expiryValid(value: string, now = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export type CardOutcome = { ok: true } | { ok: false; message: string };

export function chargeCard(
  card: { number: string; expiry: string; cvc: string },
  now = new Date(),
): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return { ok: false, message: CARD_MESSAGES.invalidNumber };
  if (!expiryValid(card.expiry, now)) return { ok: false, message: CARD_MESSAGES.invalidExpiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, message: CARD_MESSAGES.invalidCvc };
  if (digits === SUCCESS_CARD) return { ok: true };
  if (digits === DECLINE_CARD) return { ok: false, message: CARD_MESSAGES.declined };
  return { ok: false, message: CARD_MESSAGES.notTestCard };
}
