import { operationOf, stripeTracingOptions, traceProviderCall, traceSdkMethods } from './provider-tracing';

describe('provider call spans', () => {
  it('names an operation by its method and path, ids and query left out', () => {
    expect(operationOf('POST', '/v1/checkout/sessions')).toBe('POST /v1/checkout/sessions');
    expect(operationOf('POST', '/v1/checkout/sessions/cs_test_a1B2/expire?expand[]=x')).toBe(
      'POST /v1/checkout/sessions/{id}/expire',
    );
    expect(operationOf('GET', '/v2/trackers/trk_123')).toBe('GET /v2/trackers/{id}');
  });

  it('changes nothing while tracing is off (no OTEL_EXPORTER_OTLP_ENDPOINT)', async () => {
    const client = { Shipment: { create: jest.fn(async () => 'shipment') } };
    expect(traceSdkMethods('easypost', client, { Shipment: ['create'] })).toBe(client);
    const createNodeHttpClient = jest.fn();
    expect(stripeTracingOptions(createNodeHttpClient)).toEqual({});
    expect(createNodeHttpClient).not.toHaveBeenCalled();
    await expect(traceProviderCall('stripe', 'POST /v1/refunds', async () => 42)).resolves.toBe(42);
  });
});
