import { createHash, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressObject, addressProblems, AddressBook } from './addresses';
import { EasyPostApiError, isObject, notFound, optionalString, randomId, type Json } from './errors';
import { renderLabel } from './label';
import { renderTrackingPage } from './page';
import { CARRIERS, type Carrier } from './rates';
import { ShipmentLedger, shipmentObject, type SandboxShipment } from './shipments';
import { TrackerLedger, trackerObject, type SandboxTracker } from './trackers';
import { WebhookSender, type CarrierWebhookDelivery } from './webhooks';

export const CARRIER_SANDBOX_DEFAULTS = {
  port: 4243,
  host: '127.0.0.1',
} as const;

export interface CarrierSandboxSecrets {
  apiKey: string;
  webhookSecret: string;
}

/**
 * Fresh secrets for one run. Never constants: a secret printed in the source would let anyone sign
 * tracking webhooks the API accepts. The stack shares them with the API through its environment.
 */
export function generateCarrierSandboxSecrets(): CarrierSandboxSecrets {
  return {
    // EasyPost's test keys start EZTK (production ones EZAK).
    apiKey: `EZTK${randomBytes(24).toString('hex')}`,
    webhookSecret: randomBytes(32).toString('base64url'),
  };
}

export interface CarrierSandboxOptions {
  /** 0 picks a free port (tests). Default 4243. */
  port?: number;
  host?: string;
  /** The key API calls must carry (HTTP Basic user, as the SDK sends it); generated when unset. */
  apiKey?: string;
  /** Where tracker.created / tracker.updated Events are POSTed; none are sent when unset. */
  webhookUrl?: string;
  /** Signs the webhooks (X-Hmac-Signature); generated when unset. */
  webhookSecret?: string;
  /** Base of the label and public tracking URLs; default http://<host>:<port>. */
  publicUrl?: string;
  /** Delivery attempts per event (default 4) and the first retry delay, doubled each time (default 500 ms). */
  webhookAttempts?: number;
  webhookRetryDelayMs?: number;
  log?: (message: string) => void;
}

export interface CarrierSandbox {
  /** e.g. http://127.0.0.1:4243 */
  url: string;
  /** What the SDK's `baseUrl` option takes: `${url}/v2/` (the SDK appends paths such as 'shipments'). */
  apiBaseUrl: string;
  port: number;
  host: string;
  /** What the API needs to call the sandbox and check its webhooks. */
  apiKey: string;
  webhookSecret: string;
  /** Every event sent so far, in order (for tests and the console). */
  deliveries: readonly CarrierWebhookDelivery[];
  /** Points later webhooks elsewhere (null: send none), e.g. once the API under test is listening. */
  setWebhookUrl(url: string | null): void;
  /** Resolves when every queued webhook has been delivered or given up on. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 256 * 1024;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

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

/** A JSON object body; an empty body is an empty object (the SDK posts `{}` or nothing). */
function parseJson(text: string): Json {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new EasyPostApiError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  }
  if (!isObject(body))
    throw new EasyPostApiError(400, 'BAD_REQUEST', 'The request body must be a JSON object.');
  return body;
}

/** The key a request carries: the SDK's HTTP Basic (key as user, empty password), or a Bearer token. */
function requestKey(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer (.+)$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic (.+)$/i.exec(header);
  if (!basic) return null;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? decoded : decoded.slice(0, colon);
}

/** A malformed escape in a path segment stays as sent: it then names nothing, which answers 404. */
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** tracking_codes as the SDK's list sends them (repeated keys), and the bracketed forms other clients use. */
function trackingCodesOf(query: URLSearchParams): string[] {
  const codes: string[] = [];
  for (const [key, value] of query)
    if (/^tracking_codes(\[\d*\])?$/.test(key) || key === 'tracking_code')
      codes.push(
        ...value
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      );
  return codes;
}

function pageSizeOf(query: URLSearchParams): number {
  const raw = query.get('page_size');
  if (raw === null || raw === '') return DEFAULT_PAGE_SIZE;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE)
    throw new EasyPostApiError(
      422,
      'PARAMETER.INVALID',
      `Invalid parameter: page_size (1 to ${MAX_PAGE_SIZE}).`,
    );
  return n;
}

export async function startCarrierSandbox(options: CarrierSandboxOptions = {}): Promise<CarrierSandbox> {
  const host = options.host ?? CARRIER_SANDBOX_DEFAULTS.host;
  const generated = generateCarrierSandboxSecrets();
  const apiKey = options.apiKey || generated.apiKey;
  const webhookSecret = options.webhookSecret || generated.webhookSecret;
  const log = options.log ?? (() => undefined);

  const accounts = Object.fromEntries(CARRIERS.map((c) => [c, randomId('ca_')])) as Record<Carrier, string>;
  const addresses = new AddressBook();
  const trackers = new TrackerLedger();
  const shipments = new ShipmentLedger(addresses, trackers, accounts);
  const labels = new Map<string, Promise<Uint8Array>>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown; at: number }>();
  const webhooks = new WebhookSender({
    url: options.webhookUrl ?? null,
    secret: webhookSecret,
    attempts: Math.max(1, options.webhookAttempts ?? 4),
    retryDelayMs: options.webhookRetryDelayMs ?? 500,
    log,
  });
  let baseUrl = '';

  const trackerAnswer = (tracker: SandboxTracker) => trackerObject(tracker, baseUrl);
  const shipmentAnswer = (shipment: SandboxShipment) => shipmentObject(shipment, trackers, baseUrl);

  function sendJson(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-ep-request-uuid': randomId(''),
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  function authorise(req: IncomingMessage): void {
    const key = requestKey(req);
    if (key === null)
      throw new EasyPostApiError(
        401,
        'APIKEY.REQUIRED',
        'An API key is required: send it as the HTTP Basic user.',
      );
    if (key !== apiKey)
      throw new EasyPostApiError(
        401,
        'APIKEY.INACTIVE',
        'This API key is not valid for the carrier sandbox.',
      );
  }

  function createShipment(params: Json): unknown {
    const shipment = shipments.create(params, Date.now());
    log(`shipment ${shipment.id} created (${shipment.rates.length} rates, zone ${shipment.zone})`);
    return shipmentAnswer(shipment);
  }

  /** A bought label's tracker is announced with tracker.created, as EasyPost does. */
  function buyShipment(id: string, params: Json): unknown {
    const { shipment, tracker } = shipments.buy(id, params, Date.now());
    log(`label ${shipment.tracking_code} bought on ${shipment.id} (${tracker.carrier} ${tracker.service})`);
    webhooks.send('tracker.created', trackerAnswer(tracker));
    return shipmentAnswer(shipment);
  }

  function createTracker(params: Json): unknown {
    const fields = isObject(params.tracker) ? params.tracker : {};
    const code = optionalString(fields.tracking_code, 'tracker.tracking_code');
    if (!code)
      throw new EasyPostApiError(
        422,
        'PARAMETER.REQUIRED',
        'Missing required parameter: tracker.tracking_code.',
      );
    const carrier = optionalString(fields.carrier, 'tracker.carrier');
    const { tracker, created } = trackers.createForCode(code, carrier, Date.now());
    if (created) webhooks.send('tracker.created', trackerAnswer(tracker));
    return trackerAnswer(tracker);
  }

  function createAndVerifyAddress(params: Json): unknown {
    const address = addresses.create({ ...params, verify_strict: true }, Date.now());
    return { address: addressObject(address) };
  }

  function verifyStoredAddress(id: string): unknown {
    const address = addresses.find(id);
    const errors = addressProblems(address);
    if (errors.length > 0)
      throw new EasyPostApiError(422, 'ADDRESS.VERIFY.FAILURE', 'Unable to verify address.', errors);
    return { address: addressObject(address) };
  }

  type ApiHandler = (ids: string[], params: Json, query: URLSearchParams) => unknown;

  /** The /v2 routes; every POST among them honours Idempotency-Key. Creations answer 201, as EasyPost's do. */
  const apiRoutes: ReadonlyArray<readonly ['GET' | 'POST', RegExp, ApiHandler, 201?]> = [
    ['POST', /^\/v2\/addresses$/, (_, params) => addressObject(addresses.create(params, Date.now())), 201],
    ['POST', /^\/v2\/addresses\/create_and_verify$/, (_, params) => createAndVerifyAddress(params)],
    ['GET', /^\/v2\/addresses\/([^/]+)$/, ([id]) => addressObject(addresses.find(id))],
    ['GET', /^\/v2\/addresses\/([^/]+)\/verify$/, ([id]) => verifyStoredAddress(id)],
    ['POST', /^\/v2\/shipments$/, (_, params) => createShipment(params), 201],
    ['GET', /^\/v2\/shipments\/([^/]+)$/, ([id]) => shipmentAnswer(shipments.find(id))],
    ['POST', /^\/v2\/shipments\/([^/]+)\/buy$/, ([id], params) => buyShipment(id, params)],
    ['POST', /^\/v2\/trackers$/, (_, params) => createTracker(params), 201],
    [
      'GET',
      /^\/v2\/trackers$/,
      (_, __, query) => {
        const page = trackers.list({
          codes: trackingCodesOf(query),
          carrier: query.get('carrier') || null,
          pageSize: pageSizeOf(query),
          beforeId: query.get('before_id') || null,
        });
        return { trackers: page.trackers.map(trackerAnswer), has_more: page.has_more };
      },
    ],
    ['GET', /^\/v2\/trackers\/([^/]+)$/, ([id]) => trackerAnswer(trackers.find(id))],
  ];

  function findApiRoute(method: string | undefined, path: string) {
    for (const [routeMethod, pattern, handle, status = 200] of apiRoutes) {
      const match = routeMethod === method ? pattern.exec(path) : null;
      if (match) return { method: routeMethod, handle, status, ids: match.slice(1).map(decode) };
    }
    return undefined;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    authorise(req);
    const route = findApiRoute(req.method, path);
    if (!route) throw notFound();
    if (route.method === 'GET') return sendJson(res, 200, route.handle(route.ids, {}, query));

    const text = await readBody(req);
    const params = parseJson(text);
    // Idempotency: the same key with the same body replays the first answer (a retried buy buys once).
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && key !== '' ? `POST ${path} ${key}` : undefined;
    const fingerprint = createHash('sha256').update(text).digest('hex');
    if (idemKey) {
      const seen = idempotency.get(idemKey);
      if (seen && Date.now() - seen.at < IDEMPOTENCY_TTL_MS) {
        if (seen.fingerprint !== fingerprint)
          throw new EasyPostApiError(
            422,
            'IDEMPOTENCY.KEY_REUSED',
            `Idempotency key '${key}' was first used with other parameters; use another key for a different request.`,
          );
        return sendJson(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
      }
    }
    const answer = route.handle(route.ids, params, query);
    if (idemKey)
      idempotency.set(idemKey, { fingerprint, status: route.status, body: answer, at: Date.now() });
    sendJson(res, route.status, answer);
  }

  /**
   * POST /_sandbox/trackers/{tracking_code}/advance: what the carrier's scanners do, which no API call
   * can. Behind the same key as the API (Basic or Bearer).
   */
  async function handleControl(req: IncomingMessage, res: ServerResponse, path: string) {
    authorise(req);
    const match = /^\/_sandbox\/trackers\/([^/]+)\/advance$/.exec(path);
    if (req.method !== 'POST' || !match) throw notFound();
    const body = parseJson(await readBody(req));
    const { tracker, previous } = trackers.advance(decode(match[1]), body.status, Date.now());
    log(`tracker ${tracker.tracking_code}: ${previous} → ${tracker.status}`);
    const answer = trackerAnswer(tracker);
    webhooks.send('tracker.updated', answer, { status: previous });
    sendJson(res, 200, answer);
  }

  /** GET /labels/{shipment_id}.pdf: public like EasyPost's label URLs, found only by the unguessable id. */
  async function handleLabel(res: ServerResponse, shipmentId: string) {
    const shipment = shipments.findBought(shipmentId);
    if (!shipment) throw notFound();
    let pdf = labels.get(shipment.id);
    if (!pdf) {
      pdf = renderLabel(shipment);
      labels.set(shipment.id, pdf);
      pdf.catch(() => labels.delete(shipment.id));
    }
    const bytes = await pdf;
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'content-disposition': `inline; filename="${shipment.tracking_code}.pdf"`,
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
    res.end(Buffer.from(bytes));
  }

  function handleTrackingPage(res: ServerResponse, trackerId: string) {
    const tracker = trackers.find(trackerId);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    res.end(renderTrackingPage(tracker));
  }

  const server = createServer((req, res) => {
    const { pathname: path, searchParams } = new URL(req.url ?? '/', 'http://sandbox');
    const label = /^\/labels\/([^/]+)\.pdf$/.exec(path);
    const page = /^\/track\/([^/]+)$/.exec(path);
    const work = async () => {
      if (label && req.method === 'GET') return handleLabel(res, decode(label[1]));
      if (page && req.method === 'GET') return handleTrackingPage(res, decode(page[1]));
      if (path.startsWith('/v2/')) return handleApi(req, res, path, searchParams);
      if (path.startsWith('/_sandbox/')) return handleControl(req, res, path);
      throw notFound();
    };
    work().catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof EasyPostApiError) return sendJson(res, error.statusCode, error.body());
      if (error instanceof HttpBodyError)
        return sendJson(res, 413, {
          error: { code: 'REQUEST.TOO_LARGE', message: error.message, errors: [] },
        });
      log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      sendJson(res, 500, {
        error: {
          code: 'INTERNAL_SERVER_ERROR',
          message: 'An unexpected error occurred in the carrier sandbox.',
          errors: [],
        },
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? CARRIER_SANDBOX_DEFAULTS.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = (options.publicUrl ?? `http://${host}:${port}`).replace(/\/+$/, '');

  return {
    url: baseUrl,
    apiBaseUrl: `${baseUrl}/v2/`,
    port,
    host,
    apiKey,
    webhookSecret,
    deliveries: webhooks.deliveries,
    setWebhookUrl(url) {
      webhooks.url = url;
    },
    webhooksSettled: () => webhooks.settled(),
    async close() {
      webhooks.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
