import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's own counters, moved by the code that sees the event (the job queue, the mail
 * sender, the webhook handlers, the listing cache) and read by the metrics server (metrics.server.ts)
 * when METRICS_PORT is set. Moving a counter is a map look-up and an addition: they are always
 * there, so that code needs no switch. What is read from elsewhere at each scrape (the pool, the
 * queue) is registered per app in metrics.collectors.ts.
 */
export const appRegistry = new Registry();

/** Seconds: from a fast cached page to a slow export, in the buckets alerts are written against. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from an event at a provider to its webhook handled: retries can take hours. */
const LAG_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 1_800, 3_600, 21_600];

const httpRequests = new Counter({
  name: 'phonehub_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status class',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [appRegistry],
});
const httpErrors = new Counter({
  name: 'phonehub_http_request_errors_total',
  help: 'HTTP requests answered with a 5xx status, by route pattern and method',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [appRegistry],
});
const httpDuration = new Histogram({
  name: 'phonehub_http_request_duration_seconds',
  help: 'Time from a request received to its response sent, by route pattern, method and status class',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: DURATION_BUCKETS,
  registers: [appRegistry],
});

interface RequestSeries {
  count: { inc(): void };
  errors?: { inc(): void };
  duration: { observe(seconds: number): void };
}
/** The series of each method × route × status class, looked up once (prom-client hashes the labels on every call). */
const requestSeries = new Map<string, RequestSeries>();

/** One answered request. `route` is the route's pattern (never the URL: one series per route). */
export function recordHttpRequest(method: string, route: string, statusCode: number, seconds: number): void {
  const status = `${Math.floor(statusCode / 100)}xx`;
  const key = `${method} ${route} ${status}`;
  let series = requestSeries.get(key);
  if (!series) {
    const labels = { method, route, status };
    series = {
      count: httpRequests.labels(labels),
      errors: statusCode >= 500 ? httpErrors.labels(labels) : undefined,
      duration: httpDuration.labels(labels),
    };
    requestSeries.set(key, series);
  }
  series.count.inc();
  series.errors?.inc();
  series.duration.observe(seconds);
}

const jobFailures = new Counter({
  name: 'phonehub_job_failures_total',
  help: 'Job runs that failed, by queue; final="true" when the job will not be retried (dead)',
  labelNames: ['queue', 'final'] as const,
  registers: [appRegistry],
});
const jobRuns = new Counter({
  name: 'phonehub_job_runs_total',
  help: 'Job runs started on this instance, by queue',
  labelNames: ['queue'] as const,
  registers: [appRegistry],
});

export function recordJobRun(queue: string): void {
  jobRuns.inc({ queue });
}

export function recordJobFailure(queue: string, final: boolean): void {
  jobFailures.inc({ queue, final: String(final) });
}

const mailFailures = new Counter({
  name: 'phonehub_mail_send_failures_total',
  help: 'Mail sends that failed; final="true" when the mail is given up on (failed until resent)',
  labelNames: ['final'] as const,
  registers: [appRegistry],
});

export function recordMailFailure(final: boolean): void {
  mailFailures.inc({ final: String(final) });
}

export type WebhookProvider = 'payments' | 'carrier';

const webhooksProcessed = new Counter({
  name: 'phonehub_webhooks_processed_total',
  help: 'Verified webhooks handled, by provider and outcome (ok, or failed: the provider retries)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [appRegistry],
});
const webhookLag = new Histogram({
  name: 'phonehub_webhook_lag_seconds',
  help: "Seconds from the event's creation at the provider to its webhook handled here",
  labelNames: ['provider'] as const,
  buckets: LAG_BUCKETS,
  registers: [appRegistry],
});

/**
 * Handles a verified webhook through `work`, counting it and, when the provider says when the event
 * was created, the lag from then to handled.
 */
export async function recordWebhook<T>(
  provider: WebhookProvider,
  createdAt: Date | null | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    webhooksProcessed.inc({ provider, outcome: 'ok' });
    if (createdAt) webhookLag.observe({ provider }, Math.max(0, (Date.now() - createdAt.getTime()) / 1000));
    return result;
  } catch (error) {
    webhooksProcessed.inc({ provider, outcome: 'failed' });
    throw error;
  }
}

const cacheLookups = new Counter({
  name: 'phonehub_cache_requests_total',
  help: 'Look-ups of a cache, by cache and result (hit; shared: joined a load under way; miss: loaded)',
  labelNames: ['cache', 'result'] as const,
  registers: [appRegistry],
});
const listingHit = cacheLookups.labels({ cache: 'listing', result: 'hit' });
const listingShared = cacheLookups.labels({ cache: 'listing', result: 'shared' });
const listingMiss = cacheLookups.labels({ cache: 'listing', result: 'miss' });

export function recordListingCache(result: 'hit' | 'shared' | 'miss'): void {
  (result === 'hit' ? listingHit : result === 'shared' ? listingShared : listingMiss).inc();
}
