// When the API instance a request went to cannot be reached, a request that is safe to send twice
// goes once to another healthy instance instead of ending in a 502: a rolling restart or a crashed
// instance then costs the shopper nothing until the health checks catch up.
import type { FastifyRequest } from 'fastify';

/**
 * Methods retried. GET, HEAD and OPTIONS only: the API's PUT and DELETE routes are not all
 * idempotent in effect (audit entries, mails, stock moves), and a reset connection does not say
 * whether the first instance acted on the request before it went.
 */
export const RETRIED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Errors that mean the instance never answered: nothing listening, the connection reset or closed
 * before a response, the name not resolving, the connection not made in time. Not a slow answer
 * (headers timeout): that instance is working on the request, and another would do it again.
 */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Whether the error, or one it was caused by (the proxy wraps the client's), is one of UNREACHABLE. */
export function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
    current = cause;
  }
  return false;
}

/** A request with no body: nothing to replay but its line and headers. */
function hasNoBody(request: Pick<FastifyRequest, 'headers'>): boolean {
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return encoding === undefined && (length === undefined || length === '0');
}

/** Whether this failed request may go to another instance (once: the caller keeps count). */
export function mayRetryElsewhere(
  request: Pick<FastifyRequest, 'method' | 'headers'>,
  error: unknown,
): boolean {
  return RETRIED_METHODS.has(request.method) && hasNoBody(request) && isUnreachable(error);
}
