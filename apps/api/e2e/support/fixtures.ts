import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuthResponse } from '@phonehub/contracts';
import type { Client } from './http';

export const GOOD_PASSWORD = 'Tr1cky-Passphrase';

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
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

/** Mail is sent after the response (event listener), so wait for it to land in the outbox. */
export async function waitForMail(outboxDir: string, to: string, timeoutMs = 5000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox(outboxDir);
    const found = mails.filter((mail) => mail.to === to);
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
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
