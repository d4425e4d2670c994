import { EnvReader } from '../config/env-reader';

const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type SamplerName = (typeof SAMPLERS)[number];

/**
 * The share of new traces kept by default: a recorded product page costs about half its CPU again
 * (spans, their statements' attributes, the export), so 1 in 100 keeps tracing's cost near 1 % of
 * the page's CPU (tools/bench/observability.ts) while a busy API still sends plenty. A caller's
 * sampled trace context is always followed (parentbased).
 */
export const DEFAULT_SAMPLE_RATIO = 0.01;

/**
 * OpenTelemetry tracing, read with the standard OTEL_* names so an operator's usual settings apply.
 * Off (null) unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then nothing of the SDK is even loaded.
 */
export function readTracingConfig(reader: EnvReader) {
  const endpoint = reader.url('OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']);
  const sampler = reader.oneOf('OTEL_TRACES_SAMPLER', SAMPLERS, 'parentbased_traceidratio');
  const ratio = reader.raw('OTEL_TRACES_SAMPLER_ARG');
  const sampleRatio = ratio === undefined ? DEFAULT_SAMPLE_RATIO : Number(ratio);
  if (!(sampleRatio >= 0 && sampleRatio <= 1))
    reader.problems.push(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1 (got "${ratio}")`);
  if (!endpoint) return null;
  return {
    /** The OTLP/HTTP traces URL: the base endpoint + /v1/traces, as the OTLP specification says. */
    tracesUrl:
      reader.url('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', ['http:', 'https:']) ??
      `${endpoint.replace(/\/+$/, '')}/v1/traces`,
    serviceName: reader.string('OTEL_SERVICE_NAME', 'phonehub-api'),
    sampler,
    /** The share of new traces kept by the *traceidratio samplers (a caller's sampled flag wins with parentbased). */
    sampleRatio: sampleRatio >= 0 && sampleRatio <= 1 ? sampleRatio : DEFAULT_SAMPLE_RATIO,
    /** How long finished spans wait before they are sent in one batch. */
    batchDelayMs: reader.int('OTEL_BSP_SCHEDULE_DELAY', 5_000, { min: 1, max: 60_000 }),
    /** Spans kept waiting at most; more are dropped (counted by the SDK) rather than use memory. */
    maxQueueSize: reader.int('OTEL_BSP_MAX_QUEUE_SIZE', 2_048, { min: 1, max: 1_000_000 }),
  };
}

export type TracingConfig = NonNullable<ReturnType<typeof readTracingConfig>>;
