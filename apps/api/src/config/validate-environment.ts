import { readAppConfig } from './app.config';
import { readAuthConfig } from './auth.config';
import { readDatabaseConfig } from './database.config';
import { describeProblems, Env, EnvReader } from './env-reader';
import { readJobsConfig } from './jobs.config';
import { readMailConfig } from './mail.config';
import { readRateLimitConfig } from './rate-limit.config';
import { readRetentionConfig } from './retention.config';

/** Every concern read against one environment: null when it is usable, else the message to print. */
export function validateEnvironment(env: Env): string | null {
  const reader = new EnvReader(env);
  readAppConfig(reader);
  readDatabaseConfig(reader);
  readAuthConfig(reader);
  readRateLimitConfig(reader);
  readMailConfig(reader);
  readJobsConfig(reader);
  readRetentionConfig(reader);
  return describeProblems(reader);
}
