import { SUPPORT_TEXTS, type ContactMessageRequest } from '@phonehub/contracts';
import { checkEmail } from '@phonehub/domain';

export const EMPTY_CONTACT: ContactMessageRequest = { name: '', email: '', subject: '', message: '' };

/** Spec section 5, in order: all four fields, then the email's form. Null when it may be sent. */
export function checkContactForm(fields: ContactMessageRequest): string | null {
  if (Object.values(fields).some((value) => value.trim() === '')) return SUPPORT_TEXTS.contactRequired;
  if (checkEmail(fields.email)) return SUPPORT_TEXTS.contactEmail;
  return null;
}
