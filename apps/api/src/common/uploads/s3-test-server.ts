// For tests only (the store's unit tests, the API e2e suite, the cluster suite): an S3-compatible
// server on this machine, s3rver from npm, with one bucket. Nothing in the app imports it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const S3RVER_KEY = 'S3RVER';

export type S3Env = Record<
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY',
  string
>;

/** The API's settings for a bucket of an s3rver at `endpoint`. */
export function s3TestEnv(endpoint: string, bucket: string): S3Env {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  };
}

export interface S3TestServer {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** The API's settings for this server and bucket. */
  env: S3Env;
  /** Stops the server and removes what it stored. */
  stop(): Promise<void>;
}

/**
 * Starts s3rver in a child process on a free loopback port and creates `bucket`. A child process,
 * with OpenSSL's legacy provider: s3rver encrypts ListObjectsV2 continuation tokens with DES, which
 * Node 17+ offers only with --openssl-legacy-provider, so without it every listing with more than
 * one page fails with a 500.
 */
export async function startS3TestServer(bucket = 'phonehub-test', timeoutMs = 30_000): Promise<S3TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'phonehub-s3rver-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      require.resolve('s3rver/bin/s3rver.js'),
      ...['--directory', dir, '--address', '127.0.0.1', '--port', '0', '--silent', '--no-vhost-buckets'],
      // Last: s3rver takes the arguments after the bucket's name as its configuration files.
      ...['--configure-bucket', bucket],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`s3rver did not start within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const settle = (done: () => void) => {
        clearTimeout(timer);
        done();
      };
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /S3rver listening on [^:\s]+:(\d+)/.exec(output);
        if (listening) settle(() => resolve(Number(listening[1])));
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.once('error', (error) => settle(() => reject(error)));
      child.once('exit', (code, signal) =>
        settle(() => reject(new Error(`s3rver exited (${code ?? signal}) during start-up:\n${output}`))),
      );
    });
    const endpoint = `http://127.0.0.1:${port}`;
    return {
      endpoint,
      bucket,
      env: s3TestEnv(endpoint, bucket),
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
