import { SpanKind, trace } from '@opentelemetry/api';
import { endSpanAfter } from './span-run';
import { tracingEnabled } from './tracing';

/**
 * A span around one call to a provider's SDK (`stripe checkout.sessions.create`): the HTTP client
 * spans under it only say "POST", to a host. Without tracing it is the bare call.
 */
export function traceProviderCall<T>(
  provider: string,
  operation: string,
  call: () => Promise<T>,
): Promise<T> {
  // Only inside a request or job being traced: a dropped one's calls leave no span either.
  if (!tracingEnabled() || !trace.getActiveSpan()?.isRecording()) return call();
  return trace.getTracer('phonehub-providers').startActiveSpan(
    `${provider} ${operation}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'peer.service': provider, 'phonehub.provider.operation': operation },
    },
    (span) => endSpanAfter(span, call),
  );
}

/** An id in a provider's path (`cs_test_a1B2`, `shp_123`, `trk_…`): one span name per operation, not per object. */
const OBJECT_ID = /^[a-z]+_[A-Za-z0-9_]+$/;

/** `POST /v1/checkout/sessions/cs_123/expire?x=1` → `POST /v1/checkout/sessions/{id}/expire`. */
export function operationOf(method: string, path: string): string {
  const segments = path.split('?')[0].split('/');
  return `${method} ${segments.map((segment) => (OBJECT_ID.test(segment) ? '{id}' : segment)).join('/')}`;
}

interface StripeLikeHttpClient {
  makeRequest(host: string, port: string, path: string, method: string, ...rest: unknown[]): Promise<unknown>;
}

/**
 * The `stripe` SDK's options for a client whose every call is a span named for the API operation
 * (`stripe POST /v1/checkout/sessions`), around the HTTP span of each try. Nothing when tracing is
 * off. `createNodeHttpClient` is the SDK's own (Stripe.createNodeHttpClient), passed in.
 */
export function stripeTracingOptions<C extends StripeLikeHttpClient>(
  createNodeHttpClient: () => C,
): { httpClient?: C } {
  if (!tracingEnabled()) return {};
  const inner = createNodeHttpClient();
  const traced = Object.create(inner) as C;
  traced.makeRequest = (host, port, path, method, ...rest) =>
    traceProviderCall('stripe', operationOf(method, path), () =>
      inner.makeRequest(host, port, path, method, ...rest),
    );
  return { httpClient: traced };
}

/**
 * `client` with the named methods of its resources (`{ Shipment: ['create', 'buy'] }`) each a span
 * (`easypost Shipment.create`), for SDKs without an HTTP client of their own to wrap. The same
 * client when tracing is off.
 */
export function traceSdkMethods<T extends object>(
  provider: string,
  client: T,
  methods: Readonly<Partial<Record<keyof T, readonly string[]>>>,
): T {
  if (!tracingEnabled()) return client;
  const traced = Object.create(client) as Record<string, unknown>;
  for (const [resourceName, names] of Object.entries(methods) as Array<[string, readonly string[]]>) {
    const resource = (client as Record<string, Record<string, unknown>>)[resourceName];
    const wrapped = Object.create(resource) as Record<string, unknown>;
    for (const name of names) {
      const method = resource[name] as (...args: unknown[]) => Promise<unknown>;
      wrapped[name] = (...args: unknown[]) =>
        traceProviderCall(provider, `${resourceName}.${name}`, () => method.apply(resource, args));
    }
    traced[resourceName] = wrapped;
  }
  return traced as T;
}
