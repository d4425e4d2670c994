import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Thrown when the environment cannot be turned into a working configuration. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The suffix of a variable naming a file that holds the value (Docker and Kubernetes secrets). */
export const FILE_SUFFIX = '_FILE';

/**
 * Reads typed settings from the environment and collects every problem instead of stopping at the
 * first one, so an operator fixes the whole environment in one go. Every variable NAME may instead
 * come from the file NAME_FILE names (a mounted secret), never from both.
 */
export class EnvReader {
  readonly problems: string[] = [];
  readonly missing: string[] = [];
  /** NAME_FILE contents already read: each file once per reader, and its problem reported once. */
  private readonly fromFiles = new Map<string, string | undefined>();

  constructor(private readonly env: Env) {}

  get nodeEnv(): NodeEnv {
    const value = this.raw('NODE_ENV');
    return (NODE_ENVS as readonly string[]).includes(value ?? '') ? (value as NodeEnv) : 'development';
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /** The value (of NAME, or of the file NAME_FILE names), or undefined when unset or blank. */
  raw(name: string): string | undefined {
    const value = this.env[name]?.trim() || undefined;
    const file = this.env[`${name}${FILE_SUFFIX}`]?.trim();
    if (!file) return value;
    if (value !== undefined) {
      this.problems.push(`${name} and ${name}${FILE_SUFFIX} are both set: set only one`);
      return value;
    }
    if (!this.fromFiles.has(name)) this.fromFiles.set(name, this.readFile(name, file));
    return this.fromFiles.get(name);
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  /** A value production must set explicitly; elsewhere the development default applies. */
  secret(name: string, devDefault: string): string {
    const value = this.raw(name);
    if (value !== undefined) return value;
    if (this.isProduction) this.missing.push(name);
    return devDefault;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  int(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  url(name: string, protocols: readonly string[]): string | undefined;
  url(name: string, protocols: readonly string[], fallback: string): string;
  url(name: string, protocols: readonly string[], fallback?: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!isUrl(value, protocols)) {
      this.problems.push(`${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL`);
      return fallback;
    }
    return value;
  }

  urlList(name: string, fallback: readonly string[]): string[] {
    const value = this.raw(name);
    if (value === undefined) return [...fallback];
    const items = value
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    const bad = items.filter((item) => !isUrl(item, ['http:', 'https:']));
    if (bad.length > 0)
      this.problems.push(
        `${name} must be a comma-separated list of http(s) origins (bad: ${bad.join(', ')})`,
      );
    return items.filter((item) => !bad.includes(item));
  }

  /** A directory, resolved against the working directory. */
  path(name: string, fallback: string): string {
    return resolve(this.raw(name) ?? fallback);
  }

  /** A secret file's content without its one trailing newline (what `echo` or an editor adds). */
  private readFile(name: string, path: string): string | undefined {
    try {
      const content = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
      return content.trim() ? content : undefined;
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      this.problems.push(`${name}${FILE_SUFFIX}: cannot read ${path} (${reason})`);
      return undefined;
    }
  }
}

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The data directory shared by the embedded database and the mail outbox. */
export function readDataDir(reader: EnvReader): string {
  return reader.path('DATA_DIR', '.data');
}

/** Runs one reader and throws a single ConfigError listing everything wrong. */
export function readOrThrow<T>(env: Env, read: (reader: EnvReader) => T): T {
  const reader = new EnvReader(env);
  const config = read(reader);
  const message = describeProblems(reader);
  if (message) throw new ConfigError(message);
  return config;
}

export function describeProblems(reader: EnvReader): string | null {
  const lines: string[] = [];
  if (reader.missing.length > 0) {
    lines.push(
      `Missing required environment variables for NODE_ENV=production: ${[...new Set(reader.missing)].join(', ')}`,
    );
  }
  lines.push(...new Set(reader.problems));
  if (lines.length === 0) return null;
  return [
    'The PhoneHub API cannot start because its configuration is invalid:',
    ...lines.map((line) => `  - ${line}`),
  ].join('\n');
}
