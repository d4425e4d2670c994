import { readAppConfig } from './app.config';
import { readAuthConfig } from './auth.config';
import { readDatabaseConfig } from './database.config';
import { EnvReader, readOrThrow } from './env-reader';
import { readMailConfig } from './mail.config';
import { readRateLimitConfig } from './rate-limit.config';
import { validateEnvironment } from './validate-environment';

const PRODUCTION_OK = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  ADMIN_USERNAME: 'ops',
  ADMIN_PASSWORD: 'a-long-admin-password',
  DATABASE_URL: 'postgres://db.internal:5432/phonehub',
  SMTP_URL: 'smtp://mail.internal:587',
  REDIS_URL: 'redis://cache.internal:6379',
};

describe('validateEnvironment', () => {
  it('accepts an empty environment in development (every setting has a dev default)', () => {
    expect(validateEnvironment({})).toBeNull();
  });

  it('refuses production without its database, secrets, Redis and SMTP_URL, naming all of them in one message', () => {
    const message = validateEnvironment({ NODE_ENV: 'production' });
    expect(message).toBe(
      [
        'The PhoneHub API cannot start because its configuration is invalid:',
        '  - Missing required environment variables for NODE_ENV=production: DATABASE_URL, JWT_SECRET, ADMIN_USERNAME, ADMIN_PASSWORD, REDIS_URL, SMTP_URL',
      ].join('\n'),
    );
  });

  it('refuses production without DATABASE_URL: the embedded database is for development only', () => {
    const { DATABASE_URL: _database, ...withoutDatabase } = PRODUCTION_OK;
    expect(validateEnvironment(withoutDatabase)).toContain(
      'Missing required environment variables for NODE_ENV=production: DATABASE_URL',
    );
    expect(validateEnvironment({ ...PRODUCTION_OK, DATABASE_URL: ' ' })).toContain('DATABASE_URL');
  });

  it('refuses production without REDIS_URL unless SINGLE_INSTANCE=true (counters in one memory)', () => {
    const { REDIS_URL: _redis, ...withoutRedis } = PRODUCTION_OK;
    expect(validateEnvironment(withoutRedis)).toContain(
      'Missing required environment variables for NODE_ENV=production: REDIS_URL',
    );
    expect(validateEnvironment({ ...withoutRedis, SINGLE_INSTANCE: 'true' })).toBeNull();
    expect(validateEnvironment({ ...withoutRedis, SINGLE_INSTANCE: 'false' })).toContain('REDIS_URL');
    expect(validateEnvironment({ ...withoutRedis, SINGLE_INSTANCE: 'once' })).toContain(
      'SINGLE_INSTANCE must be true or false (got "once")',
    );
    // Outside production memory is the default, with or without the flag.
    expect(validateEnvironment({})).toBeNull();
  });

  it('refuses production without SMTP_URL: the outbox folder is for development and tests only', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION_OK;
    expect(validateEnvironment(withoutSmtp)).toContain(
      'Missing required environment variables for NODE_ENV=production: SMTP_URL',
    );
  });

  it('names only what is missing', () => {
    const message = validateEnvironment({ ...PRODUCTION_OK, ADMIN_PASSWORD: '  ' });
    expect(message).toContain(
      'Missing required environment variables for NODE_ENV=production: ADMIN_PASSWORD',
    );
    expect(message).not.toContain('JWT_SECRET');
  });

  it('refuses a JWT_SECRET shorter than 32 characters, in production and elsewhere', () => {
    expect(validateEnvironment({ ...PRODUCTION_OK, JWT_SECRET: 'short' })).toContain(
      'JWT_SECRET must be at least 32 characters long',
    );
    expect(validateEnvironment({ JWT_SECRET: 'x'.repeat(31) })).toContain(
      'JWT_SECRET must be at least 32 characters long',
    );
  });

  it('accepts JWT_PREVIOUS_SECRETS of 32 characters or more each, and names a shorter one', () => {
    const previous = `${'a'.repeat(32)}, ${'b'.repeat(40)}`;
    expect(validateEnvironment({ ...PRODUCTION_OK, JWT_PREVIOUS_SECRETS: previous })).toBeNull();
    expect(readAuthConfig(new EnvReader({ JWT_PREVIOUS_SECRETS: previous })).jwtPreviousSecrets).toEqual([
      'a'.repeat(32),
      'b'.repeat(40),
    ]);
    expect(
      validateEnvironment({ ...PRODUCTION_OK, JWT_PREVIOUS_SECRETS: `${'a'.repeat(32)},short` }),
    ).toContain('JWT_PREVIOUS_SECRETS must be comma-separated secrets of at least 32 characters each');
  });

  it('accepts a complete production environment', () => {
    expect(validateEnvironment(PRODUCTION_OK)).toBeNull();
  });

  it('lists every malformed value at once', () => {
    const message = validateEnvironment({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'http://cache',
      SMTP_URL: 'mail.example.com',
      CORS_ORIGINS: 'http://ok.example, not a url',
      THROTTLE_AUTH_LIMIT: '0',
      LOGIN_MAX_FAILURES: '-1',
      SEED_DEMO_DATA: 'maybe',
      LOG_LEVEL: 'loud',
    });
    for (const name of [
      'PORT',
      'NODE_ENV',
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'CORS_ORIGINS',
      'THROTTLE_AUTH_LIMIT',
      'LOGIN_MAX_FAILURES',
      'SEED_DEMO_DATA',
      'LOG_LEVEL',
    ]) {
      expect(message).toContain(name);
    }
  });
});

describe('config readers', () => {
  it('apply the documented development defaults', () => {
    const reader = new EnvReader({});
    expect(readAppConfig(reader)).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:4200',
      corsOrigins: ['http://localhost:4200', 'http://localhost:4201', 'http://localhost:4202'],
      apiDocs: true,
    });
    expect(readAuthConfig(reader).admin).toEqual({
      username: 'admin',
      password: 'admin-dev-password',
      pathSuffix: 'c7e2a9',
      totpRequired: false,
    });
    expect(readDatabaseConfig(reader)).toMatchObject({
      url: undefined,
      embeddedPort: 5488,
      seedDemoData: true,
    });
    expect(readDatabaseConfig(reader).embeddedDataDir).toBe(`${process.cwd()}/.data/pg`);
    expect(readMailConfig(reader)).toEqual({
      smtpUrl: undefined,
      from: 'PhoneHub <no-reply@phonehub.local>',
      outboxDir: `${process.cwd()}/.data/outbox`,
      retryDelaySeconds: 60,
      retryLimit: 11,
    });
    expect(readRateLimitConfig(reader)).toEqual({
      redisUrl: undefined,
      singleInstance: false,
      authRequestsPerMinute: 20,
      loginMaxFailures: 5,
      loginAccountMaxFailures: 20,
      loginFirstDelaySeconds: 2,
    });
  });

  it('require the admin second factor and hide /api/docs in production, unless turned the other way', () => {
    const production = { NODE_ENV: 'production' };
    expect(readAuthConfig(new EnvReader(production)).admin.totpRequired).toBe(true);
    expect(
      readAuthConfig(new EnvReader({ ...production, ADMIN_TOTP_REQUIRED: 'false' })).admin.totpRequired,
    ).toBe(false);
    expect(readAuthConfig(new EnvReader({ ADMIN_TOTP_REQUIRED: 'true' })).admin.totpRequired).toBe(true);
    expect(readAppConfig(new EnvReader(production)).apiDocs).toBe(false);
    expect(readAppConfig(new EnvReader({ ...production, API_DOCS: 'true' })).apiDocs).toBe(true);
    expect(readAppConfig(new EnvReader({ API_DOCS: 'false' })).apiDocs).toBe(false);
    expect(validateEnvironment({ ADMIN_TOTP_REQUIRED: 'sometimes', API_DOCS: 'maybe' })).toContain(
      'ADMIN_TOTP_REQUIRED must be true or false',
    );
  });

  it('do not seed demo data in production unless asked', () => {
    expect(readDatabaseConfig(new EnvReader({ NODE_ENV: 'production' })).seedDemoData).toBe(false);
    expect(
      readDatabaseConfig(new EnvReader({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' })).seedDemoData,
    ).toBe(true);
  });

  it('derive the outbox from DATA_DIR unless MAIL_OUTBOX_DIR is set', () => {
    expect(readMailConfig(new EnvReader({ DATA_DIR: '/var/phonehub' })).outboxDir).toBe(
      '/var/phonehub/outbox',
    );
    expect(
      readMailConfig(new EnvReader({ DATA_DIR: '/var/phonehub', MAIL_OUTBOX_DIR: '/tmp/mail' })).outboxDir,
    ).toBe('/tmp/mail');
  });

  it('throw one ConfigError from a registerAs factory when a concern is invalid', () => {
    expect(() => readOrThrow({ PORT: '70000' }, readAppConfig)).toThrow(
      'PORT must be a whole number from 0 to 65535 (got "70000")',
    );
  });
});
