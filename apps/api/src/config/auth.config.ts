import { availableParallelism } from 'node:os';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from './env-reader';

export const JWT_SECRET_MIN_LENGTH = 32;
const DEV_JWT_SECRET = 'phonehub-development-only-jwt-secret-do-not-deploy';
/** One core is left for everything else. */
const DEFAULT_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/**
 * JWT_PREVIOUS_SECRETS: the comma-separated secrets JWT_SECRET replaced. Tokens name the secret that
 * signed them (a key id), so sessions signed before a rotation keep working until they expire and
 * the admin's sealed authenticator secret still opens; drop an old secret once that is over.
 */
function readPreviousSecrets(reader: EnvReader): string[] {
  const secrets = (reader.raw('JWT_PREVIOUS_SECRETS') ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.some((secret) => secret.length < JWT_SECRET_MIN_LENGTH)) {
    reader.problems.push(
      `JWT_PREVIOUS_SECRETS must be comma-separated secrets of at least ${JWT_SECRET_MIN_LENGTH} characters each`,
    );
    return secrets.filter((secret) => secret.length >= JWT_SECRET_MIN_LENGTH);
  }
  return secrets;
}

export function readAuthConfig(reader: EnvReader) {
  const jwtSecret = reader.secret('JWT_SECRET', DEV_JWT_SECRET);
  if (reader.raw('JWT_SECRET') !== undefined && jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    reader.problems.push(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long`);
  }
  const jwtPreviousSecrets = readPreviousSecrets(reader);
  const adminUsername = reader.secret('ADMIN_USERNAME', 'admin');
  if (!/^[A-Za-z0-9._-]{3,50}$/.test(adminUsername)) {
    reader.problems.push('ADMIN_USERNAME must be 3-50 letters, digits, dots, hyphens or underscores');
  }
  return {
    /** argon2 hashes at once; the rest queue, so sign-ins cannot starve file and DNS work. */
    passwordHashConcurrency: reader.int('PASSWORD_HASH_CONCURRENCY', DEFAULT_HASH_CONCURRENCY, { min: 1 }),
    jwtSecret,
    /** Secrets JWT_SECRET replaced: tokens they signed (and values sealed under them) still verify. */
    jwtPreviousSecrets,
    jwtSecretIsDefault: jwtSecret === DEV_JWT_SECRET,
    admin: {
      username: adminUsername,
      password: reader.secret('ADMIN_PASSWORD', 'admin-dev-password'),
      pathSuffix: reader.string('ADMIN_PATH_SUFFIX', 'c7e2a9'),
      /** An admin without an authenticator must enrol one at sign-in (on unless turned off in production). */
      totpRequired: reader.bool('ADMIN_TOTP_REQUIRED', reader.isProduction),
    },
  };
}

export const authConfig = registerAs('auth', () => readOrThrow(process.env, readAuthConfig));
export type AuthConfig = ConfigType<typeof authConfig>;
