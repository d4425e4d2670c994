// deploy/k8s cannot be applied here (no cluster, no kustomize binary), so this builds the base and
// each overlay as kustomize would (kustomize-build.ts) and checks them (k8s-manifest-checks.ts): the
// fields each kind needs, selectors that select, Service and Ingress ports that exist, the four
// PhoneHub images with resources and a locked-down security context, the API's separate liveness
// and readiness probes, drains that fit in the grace period, secrets only by reference, and an API
// environment its own configuration readers accept in production. Then it breaks each of those on
// purpose to show the check notices.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkManifests,
  type Container,
  type EnvVar,
  pod,
  type Probe,
  type ProductionEnvironment,
  SECRET_NAME,
  spec,
} from './k8s-manifest-checks';
import { kustomizeBuild, type Manifest } from './kustomize-build';

const ROOT = join(__dirname, '../..');
const K8S = join(ROOT, 'deploy/k8s');
const BUILDS = [
  { name: 'base', dir: join(K8S, 'base'), release: false },
  { name: 'overlays/production', dir: join(K8S, 'overlays/production'), release: true },
];

let config: ProductionEnvironment;
beforeAll(async () => {
  // The API is an application, which module boundaries let nothing import by name: its own reading
  // of a production environment is loaded by path rather than copied into a list here.
  config = (await import(join(ROOT, 'apps/api/src/production-environment'))) as ProductionEnvironment;
});

describe.each(BUILDS)('deploy/k8s/$name', ({ dir, release }) => {
  it('builds into manifests a cluster would accept and run as intended', () => {
    expect(checkManifests(kustomizeBuild(dir), config, release)).toEqual([]);
  });
});

describe('the production overlay', () => {
  it('runs the release images in its namespace, with more replicas than the base', () => {
    const manifests = kustomizeBuild(join(K8S, 'overlays/production'));
    expect(new Set(manifests.map((m) => m.metadata.namespace))).toEqual(new Set(['phonehub']));
    const api = manifests.find(
      (m) => m.kind === 'Deployment' && m.metadata.name === 'phonehub-api',
    ) as Manifest;
    expect(spec(api).replicas).toBeGreaterThan(2);
    expect(pod(api).containers?.[0].image).toMatch(/\/phonehub-api:[\w.-]+$/);
  });

  it('patches what it names and keeps the rest of the base (strategic merge)', () => {
    const find = (manifests: Manifest[], kind: string, name: string) =>
      manifests.find((m) => m.kind === kind && m.metadata.name === name) as Manifest;
    const base = kustomizeBuild(join(K8S, 'base'));
    const production = kustomizeBuild(join(K8S, 'overlays/production'));
    const [baseApi, productionApi] = [base, production].map(
      (manifests) => pod(find(manifests, 'Deployment', 'phonehub-api')).containers?.[0] as Container,
    );
    expect(productionApi.resources?.limits?.memory).not.toBe(baseApi.resources?.limits?.memory);
    expect({ ...productionApi, resources: undefined, image: undefined }).toEqual({
      ...baseApi,
      resources: undefined,
      image: undefined,
    });
    const config = (manifests: Manifest[]) =>
      find(manifests, 'ConfigMap', 'phonehub-api-config').data as Record<string, string>;
    expect(config(production).PUBLIC_URL).not.toBe(config(base).PUBLIC_URL);
    expect(config(production).SHUTDOWN_GRACE_MS).toBe(config(base).SHUTDOWN_GRACE_MS);
  });
});

describe('the manifest check', () => {
  const production = () => kustomizeBuild(join(K8S, 'overlays/production'));
  const find = (manifests: Manifest[], kind: string, name: string) =>
    manifests.find((m) => m.kind === kind && m.metadata.name === name) as Manifest;
  const container = (manifests: Manifest[], name: string) =>
    pod(find(manifests, 'Deployment', name)).containers?.[0] as Container;

  // Each breaks one thing the check exists for; the check must name it.
  it.each([
    [
      'the API readiness probe is removed',
      (m: Manifest[]) => delete container(m, 'phonehub-api').readinessProbe,
      'readinessProbe must get /api/health/ready',
    ],
    [
      'liveness checks the database',
      (m: Manifest[]) =>
        ((container(m, 'phonehub-api').livenessProbe as Probe).httpGet = {
          path: '/api/health/ready',
          port: 'http',
        }),
      'livenessProbe must get /api/health/live',
    ],
    [
      'a container has no limits',
      (m: Manifest[]) => delete container(m, 'phonehub-seller').resources?.limits,
      'resources.limits.cpu is not set',
    ],
    [
      'a secret is written in',
      (m: Manifest[]) =>
        ((container(m, 'phonehub-api').env?.find((v) => v.name === 'JWT_SECRET') as EnvVar).valueFrom =
          undefined),
      'JWT_SECRET is a secret',
    ],
    [
      'a required variable is dropped',
      (m: Manifest[]) =>
        (container(m, 'phonehub-api').env = container(m, 'phonehub-api').env?.filter(
          (v) => v.name !== 'SMTP_URL',
        )),
      'SMTP_URL is required in production',
    ],
    [
      'a Service targets a port nobody names',
      (m: Manifest[]) => (spec(find(m, 'Service', 'phonehub-admin')).ports[0].targetPort = 'web'),
      'must target a named container port',
    ],
    [
      'the Ingress loses its TLS',
      (m: Manifest[]) => delete spec(find(m, 'Ingress', 'phonehub')).tls,
      'no tls',
    ],
    [
      'the autoscaler targets nothing',
      (m: Manifest[]) =>
        (spec(find(m, 'HorizontalPodAutoscaler', 'phonehub-api')).scaleTargetRef.name = 'api'),
      'scaleTargetRef must name a Deployment',
    ],
    [
      'the drain outlasts the grace period',
      (m: Manifest[]) => (pod(find(m, 'Deployment', 'phonehub-api')).terminationGracePeriodSeconds = 30),
      'terminationGracePeriodSeconds (30) must exceed',
    ],
    [
      'an image is someone else’s',
      (m: Manifest[]) => (container(m, 'phonehub-storefront').image = 'nginx:1.27'),
      'image nginx:1.27 is none of',
    ],
    [
      'the storefront stops before the Ingress stops sending',
      (m: Manifest[]) => delete container(m, 'phonehub-storefront').lifecycle,
      'Deployment/phonehub-storefront: needs a preStop sleep',
    ],
    [
      'a setting is one the API refuses',
      (m: Manifest[]) =>
        ((find(m, 'ConfigMap', 'phonehub-api-config').data as Record<string, string>).TRUST_PROXY = 'true'),
      'the API refuses its environment: TRUST_PROXY=true',
    ],
    [
      'the storefront is told a host the Ingress does not serve',
      (m: Manifest[]) =>
        ((find(m, 'ConfigMap', 'phonehub-frontend-config').data as Record<string, string>).PUBLIC_URL =
          'https://elsewhere.example'),
      'https://elsewhere.example is not an Ingress host routing / to phonehub-storefront',
    ],
  ])('reports it when %s', (_what, breakIt, report) => {
    const manifests = production();
    breakIt(manifests);
    expect(checkManifests(manifests, config, true)).toContainEqual(expect.stringContaining(report));
  });
});

describe('.env.example', () => {
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
  const example = new Map(
    read('.env.example')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
  );

  it('lists every variable compose.yaml reads, with no secret filled in', () => {
    const interpolated = [...read('compose.yaml').matchAll(/\$\{([A-Z0-9_]+)(:?[?-])?/g)];
    expect([...new Set(interpolated.map(([, name]) => name))].filter((name) => !example.has(name))).toEqual(
      [],
    );
    // What compose requires (${NAME:?…}) is left for the operator to fill in; so is every secret.
    const required = interpolated.filter(([, , operator]) => operator?.endsWith('?')).map(([, name]) => name);
    const secrets = [...example.keys()].filter((name) => SECRET_NAME.test(name) || required.includes(name));
    expect(secrets.filter((name) => example.get(name) !== '')).toEqual([]);
    expect(required.length).toBeGreaterThan(0);
  });
});
