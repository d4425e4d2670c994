import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chargeCard } from './cards';
import { ChargeLedger, chargeObject, listObject, paymentIntentObject, refundObject } from './charges';
import { decodeForm, FormError, type FormObject } from './form';
import { renderMessagePage, renderPayPage } from './page';
import { randomId, SandboxSession, sessionFromParams, sessionObject, StripeApiError } from './sessions';

export const SANDBOX_DEFAULTS = {
  port: 4242,
  host: '127.0.0.1',
} as const;

export interface SandboxSecrets {
  secretKey: string;
  webhookSecret: string;
}

/**
 * Fresh secrets for one run. Never constants: a secret printed in the source would let anyone sign
 * webhooks the API accepts. The stack shares them with the API through its environment.
 */
export function generateSandboxSecrets(): SandboxSecrets {
  return {
    secretKey: `sk_test_${randomBytes(24).toString('base64url')}`,
    webhookSecret: `whsec_${randomBytes(32).toString('base64url')}`,
  };
}

export interface PaymentSandboxOptions {
  /** 0 picks a free port (tests). Default 4242. */
  port?: number;
  host?: string;
  /** The bearer key API calls must carry; generated when unset (read it back from the sandbox). */
  secretKey?: string;
  /** Where checkout.session.* and charge.refunded events are POSTed; none are sent when unset. */
  webhookUrl?: string;
  /** Signs the webhooks; generated when unset. */
  webhookSecret?: string;
  /** Base of the hosted page URLs; default http://<host>:<port>. */
  publicUrl?: string;
  /** Delivery attempts per event (default 4) and the first retry delay, doubled each time (default 500 ms). */
  webhookAttempts?: number;
  webhookRetryDelayMs?: number;
  log?: (message: string) => void;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** The event's data.object id: the session (cs_…) or, for charge.refunded, the charge (ch_…). */
  objectId: string;
  /** The exact body sent and its signature header of the last attempt (tests replay them). */
  payload: string;
  signature: string;
  attempts: number;
  /** Status of the last attempt (0: the request failed). */
  lastStatus: number;
  delivered: boolean;
}

export interface PaymentSandbox {
  /** e.g. http://127.0.0.1:4242 */
  url: string;
  port: number;
  host: string;
  /** What the API needs to call the sandbox (PAYMENT_SANDBOX_SECRET_KEY) and check its webhooks (PAYMENT_SANDBOX_WEBHOOK_SECRET). */
  secretKey: string;
  webhookSecret: string;
  /** Every event sent so far, in order (for tests and the console). */
  deliveries: readonly WebhookDelivery[];
  /** Points later webhooks elsewhere (null: send none), e.g. once the API under test is listening. */
  setWebhookUrl(url: string | null): void;
  /** Resolves when every queued webhook has been delivered or given up on. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

const STRIPE_API_VERSION = '2025-10-29.clover';
const MAX_BODY_BYTES = 256 * 1024;
const MAX_TIMER_MS = 2 ** 31 - 1;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Stripe's scheme: `t=<unix seconds>,v1=HMAC-SHA256(secret, "<t>.<payload>")`. */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

class HttpBodyError extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpBodyError('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Browsers apply form-action to the redirect that follows a form post as well, so the pay page
 * must allow the shop's return origins or the 303 back to success_url is aborted.
 */
function pageHeaders(returnUrls: readonly string[] = []): Record<string, string> {
  const origins = [...new Set(returnUrls.map((url) => new URL(url).origin))].join(' ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins}; base-uri 'none'; frame-ancestors 'none'`.replace(
        '  ',
        ' ',
      ),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}

export async function startPaymentSandbox(options: PaymentSandboxOptions = {}): Promise<PaymentSandbox> {
  const host = options.host ?? SANDBOX_DEFAULTS.host;
  const generated = generateSandboxSecrets();
  const secretKey = options.secretKey || generated.secretKey;
  const webhookSecret = options.webhookSecret || generated.webhookSecret;
  const attempts = Math.max(1, options.webhookAttempts ?? 4);
  const retryDelayMs = options.webhookRetryDelayMs ?? 500;
  const log = options.log ?? (() => undefined);

  const sessions = new Map<string, SandboxSession>();
  const ledger = new ChargeLedger();
  const expiryTimers = new Map<string, NodeJS.Timeout>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown; at: number }>();
  const deliveries: WebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const retryTimers = new Set<NodeJS.Timeout>();
  let closed = false;
  let baseUrl = '';
  let webhookUrl = options.webhookUrl ?? null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        retryTimers.delete(timer);
        resolve();
      }, ms);
      retryTimers.add(timer);
    });

  async function deliver(type: string, object: { id: string }): Promise<void> {
    const target = webhookUrl;
    if (!target) return;
    const event = {
      id: randomId('evt_'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    const record: WebhookDelivery = {
      eventId: event.id,
      type,
      objectId: object.id,
      payload,
      signature: '',
      attempts: 0,
      lastStatus: 0,
      delivered: false,
    };
    deliveries.push(record);
    for (let attempt = 1; attempt <= attempts && !closed; attempt++) {
      record.attempts = attempt;
      record.signature = signWebhookPayload(payload, webhookSecret);
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': record.signature,
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        record.lastStatus = response.status;
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          record.delivered = true;
          log(`webhook ${type} ${event.id} delivered (${response.status})`);
          return;
        }
      } catch {
        record.lastStatus = 0;
      }
      log(`webhook ${type} ${event.id} attempt ${attempt} failed (${record.lastStatus || 'no answer'})`);
      if (attempt < attempts && !closed) await sleep(retryDelayMs * 2 ** (attempt - 1));
    }
  }

  /** Sends `object` as it is now (a snapshot), in the background. */
  function queueWebhook(type: string, object: { id: string }): void {
    const task = deliver(type, object).finally(() => pending.delete(task));
    pending.add(task);
  }

  function expire(session: SandboxSession): void {
    if (session.status !== 'open') return;
    session.status = 'expired';
    clearTimeout(expiryTimers.get(session.id));
    expiryTimers.delete(session.id);
    queueWebhook('checkout.session.expired', sessionObject(session, baseUrl));
  }

  function scheduleExpiry(session: SandboxSession): void {
    const arm = () => {
      const remaining = session.expires_at * 1000 - Date.now();
      if (remaining <= 0) return expire(session);
      const timer = setTimeout(arm, Math.min(remaining, MAX_TIMER_MS));
      timer.unref();
      expiryTimers.set(session.id, timer);
    };
    arm();
  }

  function sendJson(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_'), ...headers });
    res.end(text);
  }

  function sendHtml(
    res: ServerResponse,
    status: number,
    html: string,
    returnUrls: readonly string[] = [],
  ): void {
    res.writeHead(status, pageHeaders(returnUrls));
    res.end(html);
  }

  function authorised(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    return header === `Bearer ${secretKey}`;
  }

  function findSession(id: string): SandboxSession {
    const session = sessions.get(id);
    if (!session)
      throw new StripeApiError(
        404,
        `No such checkout.session: '${id}'`,
        'session',
        'invalid_request_error',
        'resource_missing',
      );
    return session;
  }

  /** The GET routes: what the API re-reads to learn the provider's word. */
  function readApi(path: string, query: URLSearchParams): unknown {
    const [, resource, id, extra] =
      /^\/v1\/(checkout\/sessions|refunds|charges|payment_intents)(?:\/([^/]+))?(\/.*)?$/.exec(path) ?? [];
    const refundsOf = (ids: readonly string[]) => ids.map((r) => ledger.findRefund(r));
    if (resource && !extra && id) {
      const name = decodeURIComponent(id);
      if (resource === 'checkout/sessions') return sessionObject(findSession(name), baseUrl);
      if (resource === 'refunds') return refundObject(ledger.findRefund(name));
      if (resource === 'charges') {
        const charge = ledger.findCharge(name);
        return chargeObject(charge, refundsOf(charge.refunds).reverse());
      }
      return paymentIntentObject(ledger.chargeOfIntent(name));
    }
    if (resource === 'refunds' && !id) {
      const filter = {
        charge: query.get('charge') || undefined,
        payment_intent: query.get('payment_intent') || undefined,
      };
      return listObject('/v1/refunds', ledger.listRefunds(filter).map(refundObject));
    }
    if (resource === 'checkout/sessions' && !id) {
      const intent = query.get('payment_intent');
      const found = [...sessions.values()].filter((s) => !intent || s.payment_intent === intent).reverse();
      return listObject(
        '/v1/checkout/sessions',
        found.map((s) => sessionObject(s, baseUrl)),
      );
    }
    throw new StripeApiError(404, `Unrecognized request URL (GET: ${path}).`);
  }

  /** A refund, then (in the background) its charge.refunded webhook with the charge as it now stands. */
  function createRefund(params: FormObject): unknown {
    const { refund, charge } = ledger.refundFromParams(params, Math.floor(Date.now() / 1000));
    log(`refund ${refund.id} of ${refund.amount} on ${charge.id}`);
    const refunds = charge.refunds.map((r) => ledger.findRefund(r)).reverse();
    queueWebhook('charge.refunded', chargeObject(charge, refunds));
    return refundObject(refund);
  }

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ): Promise<void> {
    if (!authorised(req)) {
      throw new StripeApiError(
        401,
        'Invalid API Key provided. Use the secret key the payment sandbox was started with.',
      );
    }
    const body = req.method === 'POST' ? await readBody(req) : '';
    const params = (() => {
      try {
        return decodeForm(body);
      } catch (error) {
        if (error instanceof FormError) throw new StripeApiError(400, error.message);
        throw error;
      }
    })();

    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'GET') return sendJson(res, 200, readApi(path, query));
    if (req.method !== 'POST' || (path !== '/v1/checkout/sessions' && path !== '/v1/refunds' && !expireMatch))
      throw new StripeApiError(404, `Unrecognized request URL (${req.method}: ${path}).`);

    // Idempotency: the same key with the same parameters replays the first answer.
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && key !== '' ? `${req.method} ${path} ${key}` : undefined;
    const fingerprint = createHash('sha256').update(body).digest('hex');
    if (idemKey) {
      const seen = idempotency.get(idemKey);
      if (seen && Date.now() - seen.at < IDEMPOTENCY_TTL_MS) {
        if (seen.fingerprint !== fingerprint)
          throw new StripeApiError(
            400,
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            undefined,
            'idempotency_error',
          );
        return sendJson(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
      }
    }
    const remember = (status: number, answer: unknown) => {
      if (idemKey) idempotency.set(idemKey, { fingerprint, status, body: answer, at: Date.now() });
      sendJson(res, status, answer);
    };

    if (path === '/v1/refunds') return remember(200, createRefund(params));
    if (expireMatch) {
      const session = findSession(decodeURIComponent(expireMatch[1]));
      if (session.status !== 'open')
        throw new StripeApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
      expire(session);
      return remember(200, sessionObject(session, baseUrl));
    }
    const session = sessionFromParams(params, Math.floor(Date.now() / 1000));
    sessions.set(session.id, session);
    scheduleExpiry(session);
    log(`session ${session.id} created (${session.amount_total} ${session.currency})`);
    return remember(200, sessionObject(session, baseUrl));
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const session = sessions.get(id);
    if (!session)
      return sendHtml(res, 404, renderMessagePage('Checkout not found', 'This checkout link is not valid.'));
    if (session.status === 'complete')
      return sendHtml(
        res,
        200,
        renderMessagePage('Payment complete', 'This checkout has already been paid.', {
          href: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
          text: 'Return to the shop',
        }),
      );
    if (session.status === 'expired')
      return sendHtml(
        res,
        410,
        renderMessagePage('Checkout expired', 'This checkout session has expired.', {
          href: session.cancel_url,
          text: 'Return to the shop',
        }),
      );
    const returnUrls = [session.success_url, session.cancel_url];
    if (req.method === 'GET') return sendHtml(res, 200, renderPayPage(session), returnUrls);

    const form = new URLSearchParams(await readBody(req));
    const card = {
      number: form.get('card_number') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
    };
    const outcome = chargeCard(card);
    if (!outcome.ok)
      return sendHtml(res, 402, renderPayPage(session, outcome.message, { expiry: card.expiry }), returnUrls);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = randomId('pi_');
    clearTimeout(expiryTimers.get(session.id));
    expiryTimers.delete(session.id);
    ledger.charge(
      session.payment_intent,
      session.amount_total,
      session.currency,
      Math.floor(Date.now() / 1000),
    );
    queueWebhook('checkout.session.completed', sessionObject(session, baseUrl));
    log(`session ${session.id} paid`);
    res.writeHead(303, {
      location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
      'cache-control': 'no-store',
    });
    res.end();
  }

  const server = createServer((req, res) => {
    const { pathname: path, searchParams } = new URL(req.url ?? '/', 'http://sandbox');
    const page = /^\/pay\/([^/]+)$/.exec(path);
    const work =
      page && (req.method === 'GET' || req.method === 'POST')
        ? handlePage(req, res, decodeURIComponent(page[1]))
        : path.startsWith('/v1/')
          ? handleApi(req, res, path, searchParams)
          : Promise.resolve(
              sendJson(res, 404, {
                error: {
                  type: 'invalid_request_error',
                  message: `Unrecognized request URL (${req.method}: ${path}).`,
                },
              }),
            );
    work.catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof StripeApiError) return sendJson(res, error.statusCode, error.body());
      if (error instanceof HttpBodyError)
        return sendJson(res, 413, { error: { type: 'invalid_request_error', message: error.message } });
      log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      sendJson(res, 500, {
        error: { type: 'api_error', message: 'An unexpected error occurred in the payment sandbox.' },
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? SANDBOX_DEFAULTS.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = (options.publicUrl ?? `http://${host}:${port}`).replace(/\/+$/, '');

  return {
    url: baseUrl,
    port,
    host,
    secretKey,
    webhookSecret,
    deliveries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async webhooksSettled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      closed = true;
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      for (const timer of retryTimers) clearTimeout(timer);
      expiryTimers.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
