import dumbPasswords from 'dumb-passwords';
import { checkPasswordLength, VALIDATION_MESSAGES } from '@phonehub/domain';

/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 256;

/** The rule for a password someone chooses (register, reset): null when acceptable, else the message. */
export function checkNewPassword(password: string): string | null {
  const tooShort = checkPasswordLength(password);
  if (tooShort) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (dumbPasswords.check(password)) return VALIDATION_MESSAGES.passwordCommon;
  return null;
}
