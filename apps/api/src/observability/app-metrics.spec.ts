import { appRegistry, recordHttpRequest, recordListingCache, recordWebhook } from './app-metrics';

/** The value of a counter's series with these labels, or undefined when it has none. */
async function value(name: string, labels: Record<string, string>): Promise<number | undefined> {
  const metric = appRegistry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return values.find((entry) => Object.entries(labels).every(([key, wanted]) => entry.labels[key] === wanted))
    ?.value;
}

describe('the app metrics', () => {
  beforeEach(() => appRegistry.resetMetrics());

  it('counts requests per route pattern, method and status class, errors apart, with their duration', async () => {
    recordHttpRequest('GET', '/api/products/:id', 200, 0.004);
    recordHttpRequest('GET', '/api/products/:id', 204, 0.02);
    recordHttpRequest('POST', '/api/payments/checkout', 503, 1.5);
    const route = { method: 'GET', route: '/api/products/:id', status: '2xx' };
    expect(await value('phonehub_http_requests_total', route)).toBe(2);
    expect(await value('phonehub_http_request_errors_total', route)).toBeUndefined();
    expect(
      await value('phonehub_http_request_errors_total', { route: '/api/payments/checkout', status: '5xx' }),
    ).toBe(1);
    const text = await appRegistry.metrics();
    expect(text).toContain(
      'phonehub_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/products/:id",status="2xx"} 1',
    );
    expect(text).toContain(
      'phonehub_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="2xx"} 2',
    );
  });

  it('counts webhooks by outcome and observes the lag from the event’s creation', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:01:00Z') });
    try {
      await recordWebhook('payments', new Date('2026-01-01T00:00:00Z'), async () => 'done');
      await expect(
        recordWebhook('carrier', null, async () => {
          throw new Error('database went away');
        }),
      ).rejects.toThrow('database went away');
    } finally {
      jest.useRealTimers();
    }
    expect(await value('phonehub_webhooks_processed_total', { provider: 'payments', outcome: 'ok' })).toBe(1);
    expect(await value('phonehub_webhooks_processed_total', { provider: 'carrier', outcome: 'failed' })).toBe(
      1,
    );
    const text = await appRegistry.metrics();
    expect(text).toContain('phonehub_webhook_lag_seconds_sum{provider="payments"} 60');
    expect(text).toContain('phonehub_webhook_lag_seconds_bucket{le="15",provider="payments"} 0');
    expect(text).toContain('phonehub_webhook_lag_seconds_bucket{le="60",provider="payments"} 1');
  });

  it('counts listing cache look-ups by result', async () => {
    recordListingCache('hit');
    recordListingCache('hit');
    recordListingCache('miss');
    expect(await value('phonehub_cache_requests_total', { cache: 'listing', result: 'hit' })).toBe(2);
    expect(await value('phonehub_cache_requests_total', { cache: 'listing', result: 'miss' })).toBe(1);
  });
});
