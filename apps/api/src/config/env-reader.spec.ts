import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAuthConfig } from './auth.config';
import { describeProblems, EnvReader } from './env-reader';
import { validateEnvironment } from './validate-environment';

describe('EnvReader: NAME_FILE (mounted secrets)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'phonehub-env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function secretFile(name: string, content: string): string {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  }

  it('reads NAME from the file NAME_FILE names when NAME is unset, without one trailing newline', () => {
    const reader = new EnvReader({
      JWT_SECRET_FILE: secretFile('jwt', `${'s'.repeat(40)}\n`),
      SMTP_URL_FILE: secretFile('smtp', 'smtp://mail.internal:587\r\n'),
      ADMIN_PASSWORD_FILE: secretFile('password', ' spaces kept \n\n'),
    });
    expect(reader.raw('JWT_SECRET')).toBe('s'.repeat(40));
    expect(reader.url('SMTP_URL', ['smtp:'])).toBe('smtp://mail.internal:587');
    // Only one newline goes: a secret's own characters (spaces, a last newline) are kept.
    expect(reader.secret('ADMIN_PASSWORD', 'dev')).toBe(' spaces kept \n');
    expect(describeProblems(reader)).toBeNull();
  });

  it('gives every variable the file form, secret or not', () => {
    const reader = new EnvReader({ PORT_FILE: secretFile('port', '8080\n') });
    expect(reader.int('PORT', 3000)).toBe(8080);
  });

  it('refuses NAME and NAME_FILE set together', () => {
    const message = validateEnvironment({
      JWT_SECRET: 'x'.repeat(32),
      JWT_SECRET_FILE: secretFile('jwt', 'y'.repeat(32)),
    });
    expect(message).toContain('JWT_SECRET and JWT_SECRET_FILE are both set: set only one');
  });

  it('names the path of a file it cannot read, once, beside every other problem', () => {
    const missing = join(dir, 'absent');
    const unreadable = secretFile('locked', 'x'.repeat(40));
    chmodSync(unreadable, 0o000);
    const message = validateEnvironment({
      NODE_ENV: 'production',
      JWT_SECRET_FILE: missing,
      DATABASE_URL_FILE: unreadable,
      PORT: 'eighty',
    });
    expect(message).toContain(`JWT_SECRET_FILE: cannot read ${missing} (ENOENT)`);
    // root reads any file whatever its mode; everyone else gets EACCES.
    if (process.getuid?.() !== 0)
      expect(message).toContain(`DATABASE_URL_FILE: cannot read ${unreadable} (EACCES)`);
    expect(message).toContain('PORT must be a whole number');
    expect(message?.match(/JWT_SECRET_FILE: cannot read/g)).toHaveLength(1);
  });

  it('treats an empty file as unset: production still asks for the value', () => {
    const reader = new EnvReader({ NODE_ENV: 'production', JWT_SECRET_FILE: secretFile('jwt', '\n') });
    readAuthConfig(reader);
    expect(reader.missing).toContain('JWT_SECRET');
  });

  it('starts production from files alone', () => {
    const env: Record<string, string> = { NODE_ENV: 'production' };
    for (const [name, value] of Object.entries({
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'a-long-admin-password',
      DATABASE_URL: 'postgres://db.internal:5432/phonehub',
      SMTP_URL: 'smtp://mail.internal:587',
      REDIS_URL: 'redis://cache.internal:6379',
    }))
      env[`${name}_FILE`] = secretFile(name, `${value}\n`);
    expect(validateEnvironment(env)).toBeNull();
  });
});
