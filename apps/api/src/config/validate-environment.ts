import { readAppConfig } from './app.config';
import { readAuthConfig } from './auth.config';
import { readDatabaseConfig } from './database.config';
import { describeProblems, Env, EnvReader } from './env-reader';
import { readJobsConfig } from './jobs.config';
import { readMailConfig } from './mail.config';
import { readRateLimitConfig } from './rate-limit.config';
import { readRetentionConfig } from './retention.config';
import { readStorageConfig } from './storage.config';

/** Reads the app-wide concerns into `reader` (its problems and missing variables collect there). */
export function readAppWideConfigs(reader: EnvReader): void {
  readAppConfig(reader);
  readDatabaseConfig(reader);
  readAuthConfig(reader);
  readRateLimitConfig(reader);
  readMailConfig(reader);
  readJobsConfig(reader);
  readRetentionConfig(reader);
  readStorageConfig(reader);
}

/** The app-wide concerns read against one environment: null when usable, else the message to print. */
export function validateEnvironment(env: Env): string | null {
  const reader = new EnvReader(env);
  readAppWideConfigs(reader);
  return describeProblems(reader);
}
