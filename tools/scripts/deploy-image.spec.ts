// How deploy-image.ts reads a Dockerfile and .dockerignore (the images themselves start in
// deploy-images.e2e-spec.ts, after the builds).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dockerignore, layoutImage, parseDockerfile } from './deploy-image';

const ROOT = join(__dirname, '../..');

describe('deploy-image', () => {
  let tmp: string;
  beforeEach(() => (tmp = mkdtempSync(join(tmpdir(), 'deploy-image-'))));
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  /** A build context with a few files and the given .dockerignore. */
  function context(ignore: string): string {
    const dir = join(tmp, 'context');
    mkdirSync(join(dir, 'app', '.data'), { recursive: true });
    writeFileSync(join(dir, 'app', 'main.js'), 'console.log(1)');
    writeFileSync(join(dir, 'app', 'debug.log'), 'noise');
    writeFileSync(join(dir, 'app', '.data', 'upload.jpg'), 'photo');
    writeFileSync(join(dir, '.dockerignore'), ignore);
    return dir;
  }

  it('reads stages, continuations and exec forms, without comments', () => {
    const stages = parseDockerfile(
      [
        '# syntax=docker/dockerfile:1',
        'FROM node:20-bookworm-slim AS build',
        'RUN npm ci && \\',
        '  # a comment inside the continuation',
        '  npx nx run api:build',
        'FROM node:20-bookworm-slim',
        'CMD ["node", "main.js"]',
      ].join('\n'),
    );
    expect(stages.map((stage) => [stage.name, stage.base])).toEqual([
      ['build', 'node:20-bookworm-slim'],
      [undefined, 'node:20-bookworm-slim'],
    ]);
    expect(stages[0].instructions).toEqual([
      { keyword: 'RUN', args: 'npm ci && npx nx run api:build', line: 3 },
    ]);
  });

  it('matches .dockerignore rules as Docker does: folders with their contents, `**`, and `!` taking back', () => {
    const ignored = dockerignore('.git\n**/node_modules\n*.log\n.env.*\n!.env.example\n');
    expect(ignored('.git/config')).toBe(true);
    expect(ignored('libs/x/node_modules/a.js')).toBe(true);
    expect(ignored('debug.log')).toBe(true);
    // `*.log` is anchored at the root, as in Docker.
    expect(ignored('apps/debug.log')).toBe(false);
    expect(ignored('.env.local')).toBe(true);
    expect(ignored('.env.example')).toBe(false);
    expect(ignored('apps/api/src/main.ts')).toBe(false);
  });

  it("keeps the repository's local state out of the build context", () => {
    const ignored = dockerignore(readFileSync(join(ROOT, '.dockerignore'), 'utf8'));
    for (const path of [
      '.git/HEAD',
      'node_modules/x',
      'dist/apps/api/main.js',
      '.data/pg',
      '.env',
      '.nx/cache',
    ])
      expect({ path, ignored: ignored(path) }).toEqual({ path, ignored: true });
    for (const path of ['package.json', 'apps/api/src/main.ts', 'deploy/api.Dockerfile'])
      expect({ path, ignored: ignored(path) }).toEqual({ path, ignored: false });
  });

  it('copies from the build context what .dockerignore lets through', () => {
    const dir = context('**/*.log\n**/.data\n');
    const layout = layoutImage(
      'FROM node:20\nWORKDIR /srv\nCOPY app ./\nENV DATA=/srv/.data\nCMD ["node", "main.js"]',
      {
        into: join(tmp, 'image'),
        productionDeps: join(tmp, 'deps'),
        context: dir,
      },
    );
    expect(readFileSync(join(layout.workdir, 'main.js'), 'utf8')).toBe('console.log(1)');
    expect(() => readFileSync(join(layout.workdir, 'debug.log'))).toThrow();
    expect(() => readFileSync(join(layout.workdir, '.data', 'upload.jpg'))).toThrow();
    // Paths inside the image are mapped into the layout.
    expect(layout.env.DATA).toBe(join(tmp, 'image', 'srv', '.data'));
    expect(layout.cmd).toEqual(['node', 'main.js']);
  });

  it('refuses what it cannot carry out, naming the line', () => {
    const dir = context('app/main.js\n');
    const layout = (text: string) =>
      layoutImage(text, { into: join(tmp, 'image'), productionDeps: join(tmp, 'deps'), context: dir });
    expect(() => layout('FROM node:20\nCOPY app/main.js ./\nCMD ["node", "main.js"]')).toThrow(
      'line 2: app/main.js is left out of the build context by .dockerignore',
    );
    expect(() => layout('FROM node:20\nRUN apt-get install -y curl\nCMD ["node"]')).toThrow(
      'line 2: RUN apt-get install -y curl cannot be carried out here',
    );
    expect(() => layout('FROM node:20\nCMD node main.js')).toThrow('CMD must be in exec form');
  });
});
