import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

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
  requiredFields: 'Please fill in all required fields',
  termsRequired: 'You must accept the terms and conditions',
} as const;

export type FieldCheck = (value: string) => string | null;

export const checkName: FieldCheck = (value) => {
  const v = value.trim();
  if (v.length > NAME_MAX_LENGTH) return VALIDATION_MESSAGES.nameTooLong;
  return NAME_PATTERN.test(v) ? null : VALIDATION_MESSAGES.name;
};
export const checkEmail: FieldCheck = (value) => (EMAIL_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.email);
export const checkPhone: FieldCheck = (value) => {
  const v = value.trim();
  const digits = v.match(/\d/g)?.length ?? 0;
  return PHONE_PATTERN.test(v) && digits >= 10 && digits <= 15 ? null : VALIDATION_MESSAGES.phone;
};
export const checkZip: FieldCheck = (value) => (ZIP_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.zip);
export const checkSerial: FieldCheck = (value) => (SERIAL_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.serial);
/** Length only: the list of common passwords is checked on the server. */
export const checkPasswordLength: FieldCheck = (value) =>
  value.length >= PASSWORD_MIN_LENGTH ? null : VALIDATION_MESSAGES.passwordLength;
