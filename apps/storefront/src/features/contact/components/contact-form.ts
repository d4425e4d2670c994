import { SUPPORT_TEXTS, type ContactMessageRequest } from '@phonehub/contracts';
import { checkEmail } from '@phonehub/domain';
import type { FieldProblems } from '../../../lib/form-validation';

export const EMPTY_CONTACT: ContactMessageRequest = { name: '', email: '', subject: '', message: '' };

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Spec section 5, in order: all four fields, then the email's form. Null when it may be sent. */
export function checkContactForm(fields: ContactMessageRequest): string | null {
  if (FIELDS.some((key) => fields[key].trim() === '')) return SUPPORT_TEXTS.contactRequired;
  if (checkEmail(fields.email)) return SUPPORT_TEXTS.contactEmail;
  return null;
}

/**
 * The form's resolver: the page shows one sentence above the fields, so the problem is filed
 * under the first field that causes it.
 */
export function validateContactForm(fields: ContactMessageRequest): FieldProblems<ContactMessageRequest> {
  const problem = checkContactForm(fields);
  if (!problem) return {};
  const blank = FIELDS.find((key) => fields[key].trim() === '');
  return blank
    ? { [blank]: { type: 'required', message: problem } }
    : { email: { type: 'invalid', message: problem } };
}

/** The one sentence to show for the form's problems, if any. */
export function contactProblem(
  errors: Partial<Record<keyof ContactMessageRequest, { message?: string }>>,
): string | null {
  return FIELDS.map((key) => errors[key]?.message).find(Boolean) ?? null;
}
