import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './test';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the API has written to the browser stack's outbox (global-setup's MAIL_OUTBOX_DIR). */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run through the Playwright config (global-setup)');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to === to);
}

/** The path and query (`/verify-email?token=…`) of the latest verification link mailed to `email`. */
export async function verificationLink(
  email: string,
  subject = /Confirm your PhoneHub email address/,
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(email)).filter((mail) => subject.test(mail.subject));
        const match = /https?:\/\/[^/\s]+(\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(
          mails.at(-1)?.text ?? '',
        );
        link = match?.[1] ?? '';
        return link;
      },
      { message: `a verification link mailed to ${email}`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/**
 * Opens the link mailed to the signed-in account's address (issue 34): applying to sell and
 * payouts need a verified address.
 */
export async function verifyByMailedLink(page: Page, email: string): Promise<void> {
  await page.goto(await verificationLink(email));
  await expect(page.getByText('Email address verified')).toBeVisible();
}
