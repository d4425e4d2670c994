import type { MailMessage } from './mail-transport';

/** What a mail spec checks of a composed mail: its address and subject, and what its text and HTML hold or not. */
export interface ExpectedMail {
  to?: string;
  subject?: string;
  text?: readonly string[];
  notInText?: readonly string[];
  html?: readonly string[];
  notInHtml?: readonly string[];
}

/** For the mail specs (`*.mail.spec.ts`): one expectation per field given. */
export function expectMail(mail: MailMessage, expected: ExpectedMail): void {
  if (expected.to !== undefined) expect(mail.to).toBe(expected.to);
  if (expected.subject !== undefined) expect(mail.subject).toBe(expected.subject);
  for (const part of expected.text ?? []) expect(mail.text).toContain(part);
  for (const part of expected.notInText ?? []) expect(mail.text).not.toContain(part);
  for (const part of expected.html ?? []) expect(mail.html).toContain(part);
  for (const part of expected.notInHtml ?? []) expect(mail.html).not.toContain(part);
}
