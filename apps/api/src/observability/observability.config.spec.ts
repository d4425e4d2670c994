import { describeProblems, EnvReader } from '../config/env-reader';
import { readMetricsConfig } from './metrics.config';
import { readTracingConfig } from './tracing.config';

const read = <T>(reader: (r: EnvReader) => T, env: Record<string, string>) => {
  const r = new EnvReader(env);
  return { config: reader(r), problems: describeProblems(r) };
};

describe('observability settings', () => {
  it('serves metrics on 9464 in production, elsewhere only on the METRICS_PORT given', () => {
    expect(read(readMetricsConfig, { NODE_ENV: 'production' }).config.port).toBe(9464);
    expect(read(readMetricsConfig, { NODE_ENV: 'development' }).config.port).toBeNull();
    expect(read(readMetricsConfig, { NODE_ENV: 'test', METRICS_PORT: '0' }).config.port).toBe(0);
    expect(read(readMetricsConfig, { METRICS_PORT: '70000' }).problems).toContain(
      'METRICS_PORT must be a whole number from 0 to 65535',
    );
  });

  it('traces only with OTEL_EXPORTER_OTLP_ENDPOINT, to its /v1/traces, as phonehub-api by default', () => {
    expect(read(readTracingConfig, {}).config).toBeNull();
    expect(
      read(readTracingConfig, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).config,
    ).toMatchObject({
      sampler: 'parentbased_traceidratio',
      sampleRatio: 0.01,
    });
    const { config, problems } = read(readTracingConfig, {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    });
    expect(problems).toBeNull();
    expect(config).toMatchObject({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'phonehub-api',
      sampler: 'parentbased_traceidratio',
      sampleRatio: 0.25,
    });
    expect(
      read(readTracingConfig, { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318', OTEL_TRACES_SAMPLER_ARG: '2' })
        .problems,
    ).toMatch(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be a http:\/\/ or https:\/\/ URL[\s\S]*OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1/,
    );
  });
});
