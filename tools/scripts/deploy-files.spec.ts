// Images cannot be built here (no registry is reachable), so this checks what it can: every
// Dockerfile starts its deployable with the command it should (the API as the cluster script runs it,
// the frontends through the bundled server), and compose.yaml parses and wires the services together.
// That each image starts from what its Dockerfile copies is deploy-images.e2e-spec.ts (after the builds). That it gives each API instance every variable the API requires
// in production is the API's own test (apps/api/src/deploy-environment.spec.ts), by its own readers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { API_COMMAND } from './cluster';
import { APPS, ROOT } from './stack';

const dockerfile = (name: string) => readFileSync(join(ROOT, 'deploy', `${name}.Dockerfile`), 'utf8');

/** The exec-form instruction's arguments (the last one of its kind counts, as in Docker). */
function instruction(text: string, name: string): string[] | undefined {
  const joined = text.replace(/\\\n/g, ' ');
  const lines = joined.split('\n').filter((line) => line.trim().toUpperCase().startsWith(`${name} `));
  const last = lines.at(-1);
  if (!last) return undefined;
  // HEALTHCHECK's options come before its `CMD [...]`; exec form is a JSON array either way.
  const rest = last.trim().slice(name.length);
  return JSON.parse(rest.slice(rest.indexOf('['))) as string[];
}

describe('deploy files', () => {
  it('starts the API image with the command the cluster script runs, as a non-root user with a health check', () => {
    const text = dockerfile('api');
    expect(instruction(text, 'CMD')).toEqual([...API_COMMAND]);
    expect(text).toMatch(/^USER node$/m);
    expect(instruction(text, 'HEALTHCHECK')).toEqual(
      expect.arrayContaining([expect.stringContaining('/api/health/ready')]),
    );
    expect(text.match(/^FROM /gm)?.length).toBeGreaterThan(1);
  });

  it.each(APPS)('starts the %s image with the bundled frontend server', (app) => {
    const text = dockerfile(app);
    // storefront-server:build bundles tools/scripts/serve-app.ts: no tsx or node_modules in the image.
    expect(instruction(text, 'CMD')).toEqual(['node', 'dist/apps/frontend-server/main.cjs', app]);
    expect(text).toMatch(/^USER node$/m);
    expect(instruction(text, 'HEALTHCHECK')).toEqual(
      expect.arrayContaining([expect.stringContaining('/app.config.json')]),
    );
    expect(text).toContain(`/app/dist/apps/${app} `);
    expect(text).not.toMatch(/^COPY .*node_modules/m);
    expect(text.match(/^FROM /gm)?.length).toBeGreaterThan(1);
  });

  it('has a compose.yaml that parses, with two production API instances behind the frontends', () => {
    const compose = YAML.parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: Record<
        string,
        { environment?: Record<string, string>; build?: { dockerfile: string }; image?: string }
      >;
    };
    const apis = Object.entries(compose.services).filter(
      ([, service]) => service.build?.dockerfile === 'deploy/api.Dockerfile',
    );
    expect(apis.map(([name]) => name).sort()).toEqual(['api-1', 'api-2']);
    for (const [, service] of apis) expect(service.environment?.NODE_ENV).toBe('production');
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'storefront', 'seller', 'admin']),
    );
    for (const app of APPS) {
      expect(compose.services[app].build?.dockerfile).toBe(`deploy/${app}.Dockerfile`);
      expect(compose.services[app].environment?.API_UPSTREAMS?.split(',')).toEqual([
        'http://api-1:3000',
        'http://api-2:3000',
      ]);
    }
  });
});
