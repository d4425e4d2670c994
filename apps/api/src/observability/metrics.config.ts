import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from '../config/env-reader';

/** Prometheus' registered port for Node exporters of OpenTelemetry, which scrapers expect. */
export const DEFAULT_METRICS_PORT = 9464;

/**
 * The Prometheus endpoint (GET /metrics) on a port of its own, apart from the API's: scrapers
 * reach it inside the cluster, the public balancer does not. On by default in production; elsewhere
 * only when METRICS_PORT is set, since several instances often run on one machine there (0: any
 * free port, for tests).
 */
export function readMetricsConfig(reader: EnvReader) {
  const set = reader.raw('METRICS_PORT') !== undefined;
  const port = reader.int('METRICS_PORT', DEFAULT_METRICS_PORT, { min: 0, max: 65_535 });
  return {
    /** null: no metrics server. */
    port: set || reader.isProduction ? port : null,
    host: reader.string('METRICS_HOST', '0.0.0.0'),
  };
}

export const metricsConfig = registerAs('metrics', () => readOrThrow(process.env, readMetricsConfig));
export type MetricsConfig = ConfigType<typeof metricsConfig>;
