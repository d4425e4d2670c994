import { randomUUID } from 'node:crypto';
import { MetricsService } from '../src/observability/metrics.service';
import { eventually, register } from './support/fixtures';
import { addProduct, paidOrder, useSandboxShop } from './support/sandbox-shop';

// The Prometheus endpoint on METRICS_PORT (0 here: a free port), beside the API: after a few
// requests, a listing read twice (its cache missing, then hitting) and a checkout paid through the
// payment sandbox (its webhook, the jobs it starts), every metric the operators alert on is there,
// per route pattern and never per URL.

const shop = useSandboxShop({ METRICS_PORT: '0', CATALOGUE_CACHE_SECONDS: '60' });
const { t, api } = shop;

const metricsUrl = () => `http://127.0.0.1:${t.app.get(MetricsService).port()}`;
const scrape = async () => {
  const response = await fetch(`${metricsUrl()}/metrics`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
/** The value of the sample `series` (its name and labels, as written), or undefined. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics on METRICS_PORT', () => {
  const missing = randomUUID();

  beforeAll(async () => {
    expect((await api.get('/api/products?page=1&limit=5')).status).toBe(200);
    expect((await api.get('/api/products?page=1&limit=5')).status).toBe(200);
    expect((await api.get(`/api/products/${missing}`)).status).toBe(404);
    const productId = await addProduct(t, 25_000, 3, 'metrics');
    await paidOrder(shop, await register(api), [{ id: productId, quantity: 1 }]);
  });

  it('answers in the Prometheus text format with every metric the operators use', async () => {
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'phonehub_http_requests_total',
      'phonehub_http_request_errors_total',
      'phonehub_http_request_duration_seconds',
      'phonehub_db_pool_connections',
      'phonehub_db_pool_waiting',
      'phonehub_db_pool_max',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'phonehub_job_queue_depth',
      'phonehub_job_queue_active',
      'phonehub_job_queue_oldest_age_seconds',
      'phonehub_job_runs_total',
      'phonehub_job_failures_total',
      'phonehub_mail_send_failures_total',
      'phonehub_webhooks_processed_total',
      'phonehub_webhook_lag_seconds',
      'phonehub_cache_requests_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
  });

  it('counts requests per route pattern, method and status class, never per URL', async () => {
    const { text } = await scrape();
    const listing = 'method="GET",route="/api/products",status="2xx"';
    expect(sample(text, `phonehub_http_requests_total{${listing}}`)).toBeGreaterThanOrEqual(2);
    expect(sample(text, `phonehub_http_request_duration_seconds_count{${listing}}`)).toBeGreaterThanOrEqual(
      2,
    );
    expect(
      sample(text, 'phonehub_http_requests_total{method="GET",route="/api/products/:id",status="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'phonehub_http_requests_total{method="POST",route="/api/payments/checkout/session",status="2xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(missing);
  });

  it('shows the listing cache’s hits and misses, the pool, the paid checkout’s webhook and the queues', async () => {
    const { text } = await eventually(
      scrape,
      ({ text }) =>
        (sample(text, 'phonehub_webhooks_processed_total{provider="payments",outcome="ok"}') ?? 0) >= 1,
      'the webhook counted',
    );
    expect(
      sample(text, 'phonehub_cache_requests_total{cache="listing",result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'phonehub_cache_requests_total{cache="listing",result="hit"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'phonehub_webhook_lag_seconds_count{provider="payments"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'phonehub_db_pool_max')).toBeGreaterThan(0);
    expect(sample(text, 'phonehub_db_pool_waiting')).toBe(0);
    expect(sample(text, 'phonehub_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    // Every queue of the app is listed, with or without jobs.
    expect(sample(text, 'phonehub_job_queue_depth{queue="mail-send"}')).toBeGreaterThanOrEqual(0);
    expect(
      sample(text, 'phonehub_job_queue_oldest_age_seconds{queue="domain-events"}'),
    ).toBeGreaterThanOrEqual(0);
  });

  it('counts the jobs the checkout started', async () => {
    const { text } = await eventually(
      scrape,
      ({ text }) => (sample(text, 'phonehub_job_runs_total{queue="domain-events"}') ?? 0) >= 1,
      'a domain event job run',
    );
    expect(sample(text, 'phonehub_job_runs_total{queue="domain-events"}')).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 anywhere else on its port', async () => {
    expect((await fetch(`${metricsUrl()}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl()}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
