// compose.yaml runs the API in production; the API's own configuration readers decide what it
// refuses to start without, so a variable added or renamed here must show up there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { requiredInProduction } from './production-environment';

const ROOT = join(__dirname, '../../..');

describe('the deployment (compose.yaml)', () => {
  it('gives every API instance every variable the API requires in production', () => {
    const compose = YAML.parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string>; build?: { dockerfile: string } }>;
    };
    const required = requiredInProduction();
    // The readers name these; a rename there must show up here.
    expect(required).toEqual(
      expect.arrayContaining([
        'JWT_SECRET',
        'ADMIN_USERNAME',
        'ADMIN_PASSWORD',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'EASYPOST_API_KEY',
        'EASYPOST_WEBHOOK_SECRET',
      ]),
    );
    const apis = Object.values(compose.services).filter(
      (service) => service.build?.dockerfile === 'deploy/api.Dockerfile',
    );
    expect(apis.length).toBeGreaterThan(0);
    for (const service of apis) {
      const environment = service.environment ?? {};
      // Several instances share one database and one set of counters.
      for (const name of [...required, 'NODE_ENV', 'DATABASE_URL', 'REDIS_URL']) {
        expect({ name, value: environment[name] }).toEqual({ name, value: expect.stringMatching(/\S/) });
      }
      expect(environment.NODE_ENV).toBe('production');
      // The admin's second factor is on and the API docs are off unless the operator says otherwise.
      expect(environment.ADMIN_TOTP_REQUIRED).toMatch(/^(true|\$\{ADMIN_TOTP_REQUIRED:-true\})$/);
      expect(environment.API_DOCS ?? 'false').toMatch(/^(false|\$\{API_DOCS:-false\})$/);
    }
  });
});
