import { randomBytes } from 'node:crypto';
import type { FormObject, FormValue } from './form';

export interface SandboxLineItem {
  name: string;
  unit_amount: number;
  quantity: number;
}

/** What the sandbox keeps about a Checkout Session. */
export interface SandboxSession {
  id: string;
  created: number;
  expires_at: number;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  line_items: SandboxLineItem[];
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
}

/** A client error in Stripe's shape (`{ error: { type, message, param? } }`). */
export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
    readonly code?: string,
  ) {
    super(message);
  }

  body() {
    return { error: { type: this.type, message: this.message, param: this.param, code: this.code } };
  }
}

export const randomId = (prefix: string) =>
  `${prefix}${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;

const MAX_EXPIRY_S = 24 * 60 * 60;
const DEFAULT_EXPIRY_S = 24 * 60 * 60;

/** A string parameter; empty counts as absent, as Stripe reads form bodies. */
export function str(value: FormValue | undefined, param: string, required = false): string | undefined {
  if (value === undefined || value === '') {
    if (required) throw new StripeApiError(400, `Missing required param: ${param}.`, param);
    return undefined;
  }
  if (typeof value !== 'string') throw new StripeApiError(400, `Invalid string: ${param}`, param);
  return value;
}

export function int(value: FormValue | undefined, param: string, min: number): number {
  const text = str(value, param, true) as string;
  if (!/^-?\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text)))
    throw new StripeApiError(400, `Invalid integer: ${param}`, param);
  return Number(text);
}

export function url(value: FormValue | undefined, param: string): string {
  const text = str(value, param, true) as string;
  try {
    const parsed = new URL(text.replace('{CHECKOUT_SESSION_ID}', 'x'));
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new StripeApiError(400, `Not a valid URL`, param);
  }
  return text;
}

export function object(value: FormValue | undefined, param: string): FormObject {
  if (value === undefined) return {};
  if (typeof value === 'string' || Array.isArray(value))
    throw new StripeApiError(400, `Invalid object: ${param}`, param);
  return value;
}

/** `metadata[key]=value` pairs as strings (an empty value keeps the key with ''). */
export function metadataParam(params: FormObject): Record<string, string> {
  return Object.fromEntries(
    Object.entries(object(params.metadata, 'metadata')).map(([k, v]) => [k, str(v, `metadata[${k}]`) ?? '']),
  );
}

/** Builds a session from the create parameters (only `mode=payment` with `price_data` lines). */
export function sessionFromParams(params: FormObject, nowS: number): SandboxSession {
  const mode = str(params.mode, 'mode', true);
  if (mode !== 'payment')
    throw new StripeApiError(400, 'The payment sandbox only supports mode=payment.', 'mode');
  const items = params.line_items;
  if (!Array.isArray(items) || items.length === 0)
    throw new StripeApiError(400, 'Missing required param: line_items.', 'line_items');
  let currency: string | undefined;
  const lines = items.map((raw, i) => {
    const item = object(raw, `line_items[${i}]`);
    const priceData = object(item.price_data, `line_items[${i}][price_data]`);
    const productData = object(priceData.product_data, `line_items[${i}][price_data][product_data]`);
    const lineCurrency = (
      str(priceData.currency, `line_items[${i}][price_data][currency]`, true) as string
    ).toLowerCase();
    if (currency !== undefined && lineCurrency !== currency)
      throw new StripeApiError(
        400,
        'All line items must use the same currency.',
        `line_items[${i}][price_data][currency]`,
      );
    currency = lineCurrency;
    return {
      name: str(productData.name, `line_items[${i}][price_data][product_data][name]`, true) as string,
      unit_amount: int(priceData.unit_amount, `line_items[${i}][price_data][unit_amount]`, 0),
      quantity: int(item.quantity, `line_items[${i}][quantity]`, 1),
    };
  });
  const expiresAt =
    params.expires_at === undefined ? nowS + DEFAULT_EXPIRY_S : int(params.expires_at, 'expires_at', 0);
  if (expiresAt <= nowS || expiresAt > nowS + MAX_EXPIRY_S)
    throw new StripeApiError(
      400,
      'The `expires_at` timestamp must be in the future and at most 24 hours from now.',
      'expires_at',
    );
  const metadata = metadataParam(params);
  const amount = lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
  return {
    id: randomId('cs_test_'),
    created: nowS,
    expires_at: expiresAt,
    currency: currency as string,
    amount_subtotal: amount,
    amount_total: amount,
    line_items: lines,
    client_reference_id: str(params.client_reference_id, 'client_reference_id') ?? null,
    customer_email: str(params.customer_email, 'customer_email') ?? null,
    metadata,
    success_url: url(params.success_url, 'success_url'),
    cancel_url: url(params.cancel_url, 'cancel_url'),
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
  };
}

/** The session as Stripe's API answers it (`object: 'checkout.session'`). */
export function sessionObject(session: SandboxSession, baseUrl: string) {
  return {
    id: session.id,
    object: 'checkout.session' as const,
    amount_subtotal: session.amount_subtotal,
    amount_total: session.amount_total,
    cancel_url: session.cancel_url,
    client_reference_id: session.client_reference_id,
    created: session.created,
    currency: session.currency,
    customer_email: session.customer_email,
    expires_at: session.expires_at,
    livemode: false,
    metadata: session.metadata,
    mode: 'payment' as const,
    payment_intent: session.payment_intent,
    payment_method_types: ['card'],
    payment_status: session.payment_status,
    status: session.status,
    success_url: session.success_url,
    url: session.status === 'open' ? `${baseUrl}/pay/${session.id}` : null,
  };
}
