import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminLoginResponse, AuthResponse, PartnerApplication } from '@phonehub/contracts';
import type { Client } from './http';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './test-app';

export const GOOD_PASSWORD = 'Tr1cky-Passphrase';

/** Files that pass the upload checks by their first bytes (magic numbers), and nothing more. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-fake-png-body'),
]);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF-fake-jpeg-body'),
]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 body'),
]);

/**
 * Eight random letters that tell one run's records from another's. Letters only: product names,
 * brands and models refuse seven digits in a row as a phone number, and hex from a UUID can be that.
 */
export function uniqueTag(): string {
  return Array.from(randomUUID().replace(/-/g, '').slice(0, 8), (c) =>
    String.fromCharCode(97 + (parseInt(c, 16) % 26)),
  ).join('');
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A client address of its own (the IPv6 documentation range), named with `x-forwarded-for` to an
 * API that trusts the local hop (TRUST_PROXY=loopback). Every spec file shares one database and
 * calls from 127.0.0.1, and per-address rules (held checkout units, per-client limits) count every
 * open checkout of that address: a guest of its own address never meets another file's.
 */
export function uniqueClientIp(): string {
  const hex = randomUUID().replace(/-/g, '');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    first_name: 'Avery',
    last_name: "O'Neil",
    phone: '+1 (555) 123-4567',
    ...overrides,
  };
}

export async function register(api: Client, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await api.post<AuthResponse>('/api/auth/register', body);
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...response.body, email: body.email, password: body.password };
}

export type Account = Awaited<ReturnType<typeof register>>;

/**
 * Marks the account's address verified straight in the test database, as following the link mailed
 * at sign-up does (email-verification.e2e-spec.ts follows real links): for specs about something
 * else that needs a verified account (a partner application, a seller's payout).
 */
export async function markEmailVerified(userId: string): Promise<void> {
  const { Client: Postgres } = await import('pg');
  const db = new Postgres({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1 AND email_verified_at IS NULL', [
      userId,
    ]);
  } finally {
    await db.end();
  }
}

/** A registered account whose address is verified (see markEmailVerified). */
export async function registerVerified(
  api: Client,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const account = await register(api, overrides);
  await markEmailVerified(account.user.id);
  return { ...account, user: { ...account.user, email_verified: true } };
}

/**
 * A registered user (with `account` overrides) whose partner application for `company` the admin
 * approved: a seller. The application's contact defaults to Sam Seller at the account's address.
 */
export async function approvedSeller(
  api: Client,
  adminToken: string,
  company: string,
  {
    account: accountFields = {},
    contact_name = 'Sam Seller',
    email,
  }: {
    account?: Record<string, unknown>;
    contact_name?: string;
    email?: string;
  } = {},
): Promise<Account & { applicationId: string }> {
  // Applying needs a verified address.
  const account = await registerVerified(api, accountFields);
  const filed = await api.post<PartnerApplication>(
    '/api/partner/apply',
    { company_name: company, contact_name, email: email ?? account.email },
    { token: account.access_token },
  );
  expect(filed.status).toBe(201);
  const approved = await api.put(
    `/api/admin/partner-applications/${filed.body.id}`,
    { status: 'approved' },
    { token: adminToken },
  );
  expect(approved.status).toBe(200);
  return { ...account, applicationId: filed.body.id };
}

/** Trade-in prices for a device of the file's own (brand, model) in 128GB, as an admin sets them. */
export async function addDevicePricing(
  api: Client,
  adminToken: string,
  brand: string,
  model: string,
): Promise<void> {
  const pricing = await api.post(
    '/api/admin/device-pricing',
    {
      brand,
      model,
      storage_options: ['128GB'],
      condition_prices: { excellent: 400, very_good: 300, good: 250, fair: 100 },
    },
    { token: adminToken },
  );
  expect(pricing.status).toBe(201);
}

/** The configured administrator's access token (the e2e app's ADMIN_USERNAME / ADMIN_PASSWORD). */
export async function signInAsAdmin(api: Client): Promise<string> {
  const login = await api.post<AdminLoginResponse>('/api/admin/login', {
    username: ADMIN_USERNAME,
    password: ADMIN_PASSWORD,
  });
  if (login.status !== 200)
    throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.access_token;
}

export function decodeJwt(token: string): { sub: string; exp: number; iat: number; role: string } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/**
 * Polls `read` until `done` holds. The deadline is generous on purpose: it only matters when the
 * test is failing anyway, and a busy machine must never turn a slow pass into a failure.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what = 'the expected state',
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs / 1000} s waiting for ${what}; last value: ${JSON.stringify(value)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Mail is sent after the response (event listener), so wait for `count` mails to land in the outbox. */
export function waitForMail(outboxDir: string, to: string, count = 1): Promise<OutboxMail[]> {
  return eventually(
    async () => (await readOutbox(outboxDir)).filter((mail) => mail.to === to),
    (found) => found.length >= count,
    `${count} mail(s) to ${to}`,
  );
}

/** The subject of the link every sign-up mails (issue 34). */
export const SIGN_UP_LINK_SUBJECT = 'Confirm your PhoneHub email address';

/**
 * The outbox without the link every sign-up mails: a spec counts and reads the mails its own steps
 * send (email-verification.e2e-spec.ts reads the sign-up links, with readAllMail).
 */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  return (await readAllMail(outboxDir)).filter((mail) => mail.subject !== SIGN_UP_LINK_SUBJECT);
}

/** Every mail in the outbox, oldest first. */
export async function readAllMail(outboxDir: string): Promise<OutboxMail[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as OutboxMail),
  );
}

/** No response may ever carry a password hash, whatever its field name. */
export function expectNoSecrets(body: unknown): void {
  const text = JSON.stringify(body ?? null);
  expect(text).not.toMatch(/password_hash|passwordHash|\$argon2/);
}
