import { checkEnvironment } from './production-environment';

describe('checkEnvironment (what main.ts checks before anything starts)', () => {
  it("lists the modules' settings beside the app-wide ones, all in one message", () => {
    const message = checkEnvironment({
      NODE_ENV: 'development',
      METRICS_PORT: 'ninety',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url',
      S3_ENDPOINT: 'http://minio:9000',
      PORT: '70000',
    });
    expect(message).toContain('METRICS_PORT');
    expect(message).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
    expect(message).toContain('S3_BUCKET');
    expect(message).toContain('PORT must be');
  });

  it('accepts the development defaults', () => {
    expect(checkEnvironment({ NODE_ENV: 'development' })).toBeNull();
  });
});
