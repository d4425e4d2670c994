import type { APIRequestContext } from '@playwright/test';
import { E2E_ORIGINS } from './env';

export const DEMO_SHOPPER = {
  email: 'shopper@phonehub.test',
  password: 'Shopper#2026',
  firstName: 'Jamie',
} as const;
export const DEMO_SELLER = {
  email: 'seller@phonehub.test',
  password: 'Seller#2026',
  firstName: 'Morgan',
} as const;

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${E2E_ORIGINS.api}/api/auth/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`login for ${email} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).access_token;
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
