import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BalanceLedger, balanceFilterFromQuery, balanceTransactionObject } from './balance';
import { chargeCard } from './cards';
import {
  ChargeLedger,
  chargeObject,
  listObject,
  pageList,
  paymentIntentObject,
  refundObject,
} from './charges';
import {
  accountLinkObject,
  accountObject,
  ConnectLedger,
  transferObject,
  transferReversalObject,
  type SandboxTransfer,
} from './connect';
import { DisputeLedger, disputeObject, type SandboxDispute } from './disputes';
import { decodeForm, FormError, type FormObject } from './form';
import { renderOnboardingPage } from './onboarding-page';
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
  /**
   * Where events are POSTed (checkout.session.*, charge.refunded, account.updated, transfer.created,
   * transfer.reversed, charge.dispute.*); none are sent when unset.
   */
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
  /**
   * The event's data.object id: the session (cs_…) for checkout.session.*, the charge (ch_…) for
   * charge.refunded, the account (acct_…) for account.updated, the transfer (tr_…) for transfer.*,
   * the dispute (dp_…) for charge.dispute.*.
   */
  objectId: string;
  /** The connected account (acct_…) a Connect event is about, sent as the event's `account`; unset for the platform's own events. */
  account?: string;
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
  const balance = new BalanceLedger();
  const ledger = new ChargeLedger(balance);
  const connect = new ConnectLedger(ledger, balance);
  const disputes = new DisputeLedger(ledger, balance);
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

  /** `account` marks a Connect event: Stripe names the connected account at the event's top level. */
  async function deliver(type: string, object: { id: string }, account?: string): Promise<void> {
    const target = webhookUrl;
    if (!target) return;
    const event = {
      id: randomId('evt_'),
      object: 'event',
      ...(account ? { account } : {}),
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
      ...(account ? { account } : {}),
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
  function queueWebhook(type: string, object: { id: string }, account?: string): void {
    const task = deliver(type, object, account).finally(() => pending.delete(task));
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

  const nowS = () => Math.floor(Date.now() / 1000);
  const transferAnswer = (transfer: SandboxTransfer) =>
    transferObject(transfer, connect.reversalsOf(transfer));
  const disputeAnswer = (dispute: SandboxDispute) => disputeObject(dispute, balance);

  /** A refund, then (in the background) its charge.refunded webhook with the charge as it now stands. */
  function createRefund(params: FormObject): unknown {
    const { refund, charge } = ledger.refundFromParams(params, nowS());
    log(`refund ${refund.id} of ${refund.amount} on ${charge.id}`);
    const refunds = charge.refunds.map((r) => ledger.findRefund(r)).reverse();
    queueWebhook('charge.refunded', chargeObject(charge, refunds));
    return refundObject(refund);
  }

  function createSession(params: FormObject): unknown {
    const session = sessionFromParams(params, nowS());
    sessions.set(session.id, session);
    scheduleExpiry(session);
    log(`session ${session.id} created (${session.amount_total} ${session.currency})`);
    return sessionObject(session, baseUrl);
  }

  function expireSession(id: string): unknown {
    const session = findSession(id);
    if (session.status !== 'open')
      throw new StripeApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    expire(session);
    return sessionObject(session, baseUrl);
  }

  function createTransfer(params: FormObject): unknown {
    const transfer = connect.createTransfer(params, nowS());
    log(`transfer ${transfer.id} of ${transfer.amount} to ${transfer.destination}`);
    const answer = transferAnswer(transfer);
    queueWebhook('transfer.created', answer);
    return answer;
  }

  function createReversal(transferId: string, params: FormObject): unknown {
    const reversal = connect.createReversal(transferId, params, nowS());
    log(`reversal ${reversal.id} of ${reversal.amount} on ${transferId}`);
    queueWebhook('transfer.reversed', transferAnswer(connect.findTransfer(transferId)));
    return transferReversalObject(reversal);
  }

  function updateDispute(id: string, params: FormObject): unknown {
    const answer = disputeAnswer(disputes.update(id, params, nowS()));
    queueWebhook('charge.dispute.updated', answer);
    return answer;
  }

  type ApiHandler = (ids: string[], params: FormObject, query: URLSearchParams) => unknown;

  /** The /v1 routes (besides readApi's checkout reads); every POST among them honours Idempotency-Key. */
  const apiRoutes: ReadonlyArray<readonly ['GET' | 'POST', RegExp, ApiHandler]> = [
    ['POST', /^\/v1\/checkout\/sessions$/, (_, params) => createSession(params)],
    ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, ([id]) => expireSession(id)],
    ['POST', /^\/v1\/refunds$/, (_, params) => createRefund(params)],
    ['POST', /^\/v1\/accounts$/, (_, params) => accountObject(connect.createAccount(params, nowS()))],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, ([id]) => accountObject(connect.findAccount(id))],
    [
      'POST',
      /^\/v1\/account_links$/,
      (_, params) => accountLinkObject(connect.createLink(params, nowS()), baseUrl),
    ],
    ['POST', /^\/v1\/transfers$/, (_, params) => createTransfer(params)],
    [
      'GET',
      /^\/v1\/transfers$/,
      (_, __, query) =>
        pageList(
          '/v1/transfers',
          connect
            .listTransfers({
              destination: query.get('destination') || undefined,
              transfer_group: query.get('transfer_group') || undefined,
            })
            .map(transferAnswer),
          query,
        ),
    ],
    ['GET', /^\/v1\/transfers\/([^/]+)$/, ([id]) => transferAnswer(connect.findTransfer(id))],
    ['POST', /^\/v1\/transfers\/([^/]+)\/reversals$/, ([id], params) => createReversal(id, params)],
    [
      'GET',
      /^\/v1\/transfers\/([^/]+)\/reversals$/,
      ([id], _, query) =>
        pageList(
          `/v1/transfers/${id}/reversals`,
          connect.reversalsOf(connect.findTransfer(id)).map(transferReversalObject),
          query,
        ),
    ],
    [
      'GET',
      /^\/v1\/transfers\/([^/]+)\/reversals\/([^/]+)$/,
      ([id, reversalId]) => transferReversalObject(connect.findReversal(id, reversalId)),
    ],
    [
      'GET',
      /^\/v1\/balance_transactions$/,
      (_, __, query) =>
        pageList(
          '/v1/balance_transactions',
          balance.list(balanceFilterFromQuery(query)).map(balanceTransactionObject),
          query,
        ),
    ],
    ['GET', /^\/v1\/balance_transactions\/([^/]+)$/, ([id]) => balanceTransactionObject(balance.find(id))],
    [
      'GET',
      /^\/v1\/disputes$/,
      (_, __, query) =>
        pageList(
          '/v1/disputes',
          disputes
            .list({
              payment_intent: query.get('payment_intent') || undefined,
              charge: query.get('charge') || undefined,
            })
            .map(disputeAnswer),
          query,
        ),
    ],
    ['GET', /^\/v1\/disputes\/([^/]+)$/, ([id]) => disputeAnswer(disputes.find(id))],
    ['POST', /^\/v1\/disputes\/([^/]+)$/, ([id], params) => updateDispute(id, params)],
  ];

  function findApiRoute(method: string | undefined, path: string) {
    for (const [routeMethod, pattern, handle] of apiRoutes) {
      const match = routeMethod === method ? pattern.exec(path) : null;
      if (match) return { method: routeMethod, handle, ids: match.slice(1).map(decode) };
    }
    return undefined;
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

    const route = findApiRoute(req.method, path);
    if (!route) {
      if (req.method === 'GET') return sendJson(res, 200, readApi(path, query));
      throw new StripeApiError(404, `Unrecognized request URL (${req.method}: ${path}).`);
    }
    if (route.method === 'GET') return sendJson(res, 200, route.handle(route.ids, params, query));

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
    const answer = route.handle(route.ids, params, query);
    if (idemKey) idempotency.set(idemKey, { fingerprint, status: 200, body: answer, at: Date.now() });
    sendJson(res, 200, answer);
  }

  /** POST /_sandbox/disputes: the bank opens a dispute on a paid payment, named by intent or session. */
  function openDispute(body: Record<string, unknown>): unknown {
    const sessionId = typeof body.checkout_session === 'string' ? body.checkout_session : undefined;
    let intent = typeof body.payment_intent === 'string' ? body.payment_intent : undefined;
    if (sessionId !== undefined) {
      const session = sessions.get(sessionId);
      if (!session)
        throw new StripeApiError(
          400,
          `No such checkout.session: '${sessionId}'`,
          'checkout_session',
          'invalid_request_error',
          'resource_missing',
        );
      if (!session.payment_intent)
        throw new StripeApiError(400, `Checkout Session ${sessionId} has not been paid.`, 'checkout_session');
      intent = session.payment_intent;
    }
    if (!intent) throw new StripeApiError(400, 'Send payment_intent or checkout_session.');
    const answer = disputeAnswer(disputes.open(intent, nowS()));
    log(`dispute ${answer.id} opened on ${answer.charge}`);
    queueWebhook('charge.dispute.created', answer);
    return answer;
  }

  function closeDispute(id: string, status: unknown): unknown {
    const answer = disputeAnswer(disputes.close(id, status, nowS()));
    log(`dispute ${id} closed: ${answer.status}`);
    queueWebhook('charge.dispute.closed', answer);
    return answer;
  }

  type ControlHandler = (ids: string[], body: Record<string, unknown>) => unknown;

  /** Test controls: what banks and connected accounts do on their own, which no Stripe API call can. */
  const controlRoutes: ReadonlyArray<readonly [RegExp, ControlHandler]> = [
    [/^\/_sandbox\/disputes$/, (_, body) => openDispute(body)],
    [/^\/_sandbox\/disputes\/([^/]+)\/close$/, ([id], body) => closeDispute(id, body.status)],
    [/^\/_sandbox\/accounts\/([^/]+)\/payout$/, ([id]) => connect.payout(id)],
    [
      /^\/_sandbox\/transfers\/([^/]+)$/,
      ([id], body) =>
        transferAnswer(
          connect.tamperTransfer(id, typeof body.amount === 'number' ? body.amount : Number.NaN),
        ),
    ],
  ];

  /** The controls take and answer JSON, behind the same bearer key as the API. */
  async function handleControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (!authorised(req))
      throw new StripeApiError(
        401,
        'Invalid API Key provided. Use the secret key the payment sandbox was started with.',
      );
    const route = controlRoutes
      .map(([pattern, handle]) => [pattern.exec(path), handle] as const)
      .find(([m]) => m);
    if (req.method !== 'POST' || !route)
      throw new StripeApiError(404, `Unrecognized request URL (${req.method}: ${path}).`);
    const text = await readBody(req);
    let body: unknown = {};
    try {
      if (text.trim() !== '') body = JSON.parse(text);
    } catch {
      throw new StripeApiError(400, 'The body must be JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new StripeApiError(400, 'The body must be a JSON object.');
    const [match, handle] = route;
    sendJson(
      res,
      200,
      handle((match as RegExpExecArray).slice(1).map(decode), body as Record<string, unknown>),
    );
  }

  function redirect(res: ServerResponse, location: string): void {
    res.writeHead(303, { location, 'cache-control': 'no-store' });
    res.end();
  }

  /**
   * The hosted onboarding page of an account link. A link works once and for five minutes; after
   * that both the page and its form send the user to refresh_url, where the platform makes a new link.
   */
  async function handleOnboarding(req: IncomingMessage, res: ServerResponse, linkId: string): Promise<void> {
    const found = connect.openLink(linkId, nowS());
    if (found.state === 'missing')
      return sendHtml(
        res,
        404,
        renderMessagePage('Onboarding link not found', 'This onboarding link is not valid.'),
      );
    if (found.state === 'spent') return redirect(res, found.link.refresh_url);
    const { link, account } = found;
    if (req.method === 'GET')
      return sendHtml(res, 200, renderOnboardingPage(account, link), [link.return_url, link.refresh_url]);
    await readBody(req);
    connect.completeOnboarding(link, nowS());
    log(`account ${account.id} onboarded`);
    queueWebhook('account.updated', accountObject(account), account.id);
    redirect(res, link.return_url);
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
    ledger.charge(session.payment_intent, session.amount_total, session.currency, nowS());
    queueWebhook('checkout.session.completed', sessionObject(session, baseUrl));
    log(`session ${session.id} paid`);
    redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  }

  /** A malformed escape in a path segment stays as sent: it then names nothing, which answers 404. */
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };

  const server = createServer((req, res) => {
    const { pathname: path, searchParams } = new URL(req.url ?? '/', 'http://sandbox');
    const page = /^\/pay\/([^/]+)$/.exec(path);
    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(path);
    const pageMethod = req.method === 'GET' || req.method === 'POST';
    const work =
      page && pageMethod
        ? handlePage(req, res, decode(page[1]))
        : onboarding && pageMethod
          ? handleOnboarding(req, res, decode(onboarding[1]))
          : path.startsWith('/v1/')
            ? handleApi(req, res, path, searchParams)
            : path.startsWith('/_sandbox/')
              ? handleControl(req, res, path)
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
