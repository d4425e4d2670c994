const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const privateRequests = new WeakSet<object>();

/** Called by the global auth guard for every route that is not `@Public()`, before it checks the token. */
export function markPrivateRoute(request: object): void {
  privateRequests.add(request);
}

export interface ResponseFacts {
  /** The route needs a signed-in user (not `@Public()`). */
  privateRoute: boolean;
  /** The request carries credentials or resolved to a user. */
  authenticated: boolean;
  method: string;
  /** The Cache-Control the route chose itself, if any. */
  cacheControl: string | undefined;
}

/**
 * Whether a response must not be stored by any cache: everything from a private route (errors
 * included), and anything answering a signed-in client or a write, unless a public route declared
 * the response public itself (e.g. immutable images).
 */
export function mustNotStore({ privateRoute, authenticated, method, cacheControl }: ResponseFacts): boolean {
  if (privateRoute) return true;
  if (cacheControl !== undefined && /\bpublic\b/i.test(cacheControl)) return false;
  return authenticated || !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Adds `Cache-Control: no-store` to every response `mustNotStore` picks, whatever produced it: a step
 * of the onSend hook (request-hooks.ts), so it sees errors and 404s too.
 */
export function applyNoStore(
  request: { headers: { authorization?: string }; method: string },
  reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown },
): void {
  const cacheControl = reply.getHeader('cache-control');
  const facts: ResponseFacts = {
    privateRoute: privateRequests.has(request),
    authenticated:
      request.headers.authorization !== undefined || (request as { user?: unknown }).user !== undefined,
    method: request.method,
    cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
  };
  if (mustNotStore(facts)) reply.header('cache-control', 'no-store');
}
