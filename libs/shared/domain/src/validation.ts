import { BRAND_NAME, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

// Patterns and messages of spec section 5, shared by the forms (for the user's sake) and the API (for safety).

export const NAME_PATTERN = /^[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F '\-]*$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional plus, then digits, spaces, hyphens or parentheses, holding 10-15 digits. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,24}$/;
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const SERIAL_PATTERN = /^[A-Za-z0-9]{6,50}$/;

export const VALIDATION_MESSAGES = {
  name: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  zip: 'Please enter a valid ZIP code',
  serial: 'Serial number should be 6-50 alphanumeric characters',
  passwordLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordCommon: 'This password is too common. Please choose a less predictable one.',
  passwordsMismatch: 'Passwords do not match',
  passwordBlank: 'Password cannot be only spaces',
  passwordControlCharacters: 'Password cannot contain control characters',
  passwordSiteName: `Password cannot contain the name ${BRAND_NAME}`,
  passwordEmailName: 'Password cannot contain the name part of your email address',
  currentPasswordRequired: 'Please enter your current password',
  requiredFields: 'Please fill in all required fields',
  termsRequired: 'You must accept the terms and conditions',
} as const;

export type FieldCheck = (value: string) => string | null;

export const checkName: FieldCheck = (value) => {
  const v = value.trim();
  if (v.length > NAME_MAX_LENGTH) return VALIDATION_MESSAGES.nameTooLong;
  return NAME_PATTERN.test(v) ? null : VALIDATION_MESSAGES.name;
};
export const checkEmail: FieldCheck = (value) =>
  EMAIL_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.email;
export const checkPhone: FieldCheck = (value) => {
  const v = value.trim();
  const digits = v.match(/\d/g)?.length ?? 0;
  return PHONE_PATTERN.test(v) && digits >= 10 && digits <= 15 ? null : VALIDATION_MESSAGES.phone;
};
export const checkZip: FieldCheck = (value) =>
  ZIP_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.zip;
export const checkSerial: FieldCheck = (value) =>
  SERIAL_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.serial;
/** Length only: the list of common passwords is checked on the server. */
export const checkPasswordLength: FieldCheck = (value) =>
  value.length >= PASSWORD_MIN_LENGTH ? null : VALIDATION_MESSAGES.passwordLength;

// C0 controls (NUL, tab, newline...), DEL and the C1 controls: invisible, and mangled by many systems.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '9': 'g',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
};

/** The password as a guesser reads it: lower case, with look-alike digits and symbols as letters. */
export function unleet(value: string): string {
  return value.toLowerCase().replace(/[@48391!|0$57+]/g, (c) => LEET[c]);
}

/**
 * The rules for a password someone chooses that need no list: long enough, not blank, no control
 * characters, and neither the site's name nor the name part of the account's email (3+ characters)
 * in it, even spelled with look-alikes. The API adds the list of common passwords.
 */
export function checkPasswordChoice(value: string, email?: string): string | null {
  const tooShort = checkPasswordLength(value);
  if (tooShort) return tooShort;
  if (value.trim() === '') return VALIDATION_MESSAGES.passwordBlank;
  if (CONTROL_CHARACTERS.test(value)) return VALIDATION_MESSAGES.passwordControlCharacters;
  const readings = [value.toLowerCase(), unleet(value)];
  const site = BRAND_NAME.toLowerCase();
  if (readings.some((r) => r.includes(site))) return VALIDATION_MESSAGES.passwordSiteName;
  const emailName = email?.trim().toLowerCase().split('@')[0] ?? '';
  if (emailName.length >= 3 && readings.some((r) => r.includes(emailName) || r.includes(unleet(emailName))))
    return VALIDATION_MESSAGES.passwordEmailName;
  return null;
}
