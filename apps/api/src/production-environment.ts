// What the API makes of a production environment, by its own configuration readers: the deployment
// files (compose.yaml, deploy/k8s) are checked against this, so a variable added or renamed in a
// reader shows up there without anyone keeping a second list.
import { describeProblems, type Env, EnvReader } from './config/env-reader';
import { readAppWideConfigs } from './config/validate-environment';
import { readMetricsConfig } from './observability/metrics.config';
import { readTracingConfig } from './observability/tracing.config';
import { readPaymentsConfig } from './payments/payments.config';
import { readShippingConfig } from './shipping/shipping.config';
import { readTradeConfig } from './trade/trade.config';

export interface EnvironmentReading {
  /** Variables production requires that `env` leaves unset. */
  missing: string[];
  /** Everything else wrong with `env` (a malformed URL, a number out of range, ...). */
  problems: string[];
}

/** Every configuration reader of the API, the modules' too, run against `env` into one reader. */
function readEverything(env: Env): EnvReader {
  const reader = new EnvReader(env);
  readAppWideConfigs(reader);
  readPaymentsConfig(reader);
  readShippingConfig(reader);
  readTradeConfig(reader);
  readMetricsConfig(reader);
  readTracingConfig(reader);
  return reader;
}

/**
 * What main.ts checks before anything starts: null when the environment is usable, else one
 * message listing everything wrong with it, the modules' settings included, so an operator fixes
 * the whole environment in one go.
 */
export function checkEnvironment(env: Env): string | null {
  return describeProblems(readEverything(env));
}

/** Reads `env` as the API does at start-up with NODE_ENV=production. */
export function readProductionEnvironment(env: Env): EnvironmentReading {
  const reader = readEverything({ ...env, NODE_ENV: 'production' });
  return { missing: [...new Set(reader.missing)], problems: [...new Set(reader.problems)] };
}

/** What the API refuses to start without in production. */
export function requiredInProduction(): string[] {
  return readProductionEnvironment({}).missing;
}
