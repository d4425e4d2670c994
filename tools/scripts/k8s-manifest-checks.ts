// The checks tools/scripts/k8s-manifests.spec.ts runs on a kustomize build of deploy/k8s: what a
// cluster would reject or run wrong. Each returns its findings as lines, so a test shows them all.
import { type Manifest, podSpec } from './kustomize-build';

/** The API's own reading of a production environment (apps/api/src/production-environment.ts). */
export type ProductionEnvironment = typeof import('../../apps/api/src/production-environment');

const FRONTENDS = ['storefront', 'seller', 'admin'] as const;
const IMAGES = ['api', ...FRONTENDS].map((name) => `phonehub-${name}`);
const API_VERSIONS: Record<string, string> = {
  ConfigMap: 'v1',
  Service: 'v1',
  Deployment: 'apps/v1',
  Job: 'batch/v1',
  HorizontalPodAutoscaler: 'autoscaling/v2',
  PodDisruptionBudget: 'policy/v1',
  Ingress: 'networking.k8s.io/v1',
};
/** Names that hold a secret: these come from a Secret, never from a literal or a ConfigMap. */
export const SECRET_NAME = /SECRET|PASSWORD|TOKEN|API_KEY|ACCESS_KEY|PRIVATE_KEY/;
/** Well-formed stand-ins for the values the cluster's Secret holds, where a reader checks the form. */
const STAND_INS: Record<string, string> = {
  DATABASE_URL: 'postgres://phonehub:stand-in@postgres:5432/phonehub',
  REDIS_URL: 'redis://redis:6379',
  SMTP_URL: 'smtp://mailer:stand-in@mail.example:587',
};
const standIn = (name: string) => STAND_INS[name] ?? `stand-in-for-${name.toLowerCase()}-`.padEnd(48, 'x');

export interface Probe {
  httpGet?: { path?: string; port?: string | number };
}
export interface EnvVar {
  name: string;
  value?: unknown;
  valueFrom?: {
    secretKeyRef?: { name?: string; key?: string; optional?: boolean };
    configMapKeyRef?: { name?: string; key?: string };
  };
}
export interface Container {
  name: string;
  image?: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort?: number }>;
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name?: string }; secretRef?: { name?: string } }>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command?: string[] } } };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  volumeMounts?: Array<{ name: string; mountPath: string }>;
}
interface PodSpec {
  containers?: Container[];
  volumes?: Array<{ name: string }>;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  terminationGracePeriodSeconds?: number;
  restartPolicy?: string;
}
/** Where one variable of a container comes from. */
interface EnvSource {
  from: 'value' | 'configMap' | 'secret';
  value?: string;
  optional?: boolean;
}

export const spec = (manifest: Manifest) => (manifest.spec ?? {}) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- untyped manifest JSON, walked field by field below
export const pod = (manifest: Manifest) => (podSpec(manifest) ?? {}) as PodSpec;
const id = (manifest: Manifest) => `${manifest.kind}/${manifest.metadata?.name}`;
const imageName = (image = '') =>
  image
    .replace(/@.*$/, '')
    .replace(/:[^:/]+$/, '')
    .split('/')
    .at(-1);
const matches = (selector: Record<string, string> = {}, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);
const templateLabels = (deployment: Manifest) =>
  (spec(deployment).template?.metadata?.labels ?? {}) as Record<string, string>;

/** Each variable a container gets, and from where (env entries win over envFrom, as in Kubernetes). */
function containerEnv(
  container: Container,
  manifests: Manifest[],
  problems: string[],
): Map<string, EnvSource> {
  const env = new Map<string, EnvSource>();
  const configMap = (name?: string) =>
    manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === name)?.data as
      Record<string, unknown> | undefined;
  for (const from of container.envFrom ?? []) {
    if (from.secretRef)
      problems.push(
        `${container.name}: envFrom secretRef hides which variables it sets; name each one with secretKeyRef`,
      );
    if (!from.configMapRef) continue;
    const data = configMap(from.configMapRef.name);
    if (!data)
      problems.push(
        `${container.name}: envFrom names ConfigMap ${from.configMapRef.name}, which is not defined`,
      );
    for (const [name, value] of Object.entries(data ?? {}))
      env.set(name, { from: 'configMap', value: String(value) });
  }
  for (const variable of container.env ?? []) {
    const { secretKeyRef, configMapKeyRef } = variable.valueFrom ?? {};
    if (secretKeyRef) {
      if (!secretKeyRef.name || !secretKeyRef.key)
        problems.push(`${container.name}: ${variable.name} names no Secret and key`);
      env.set(variable.name, { from: 'secret', optional: secretKeyRef.optional === true });
    } else if (configMapKeyRef) {
      const value = configMap(configMapKeyRef.name)?.[configMapKeyRef.key ?? ''];
      if (value === undefined)
        problems.push(`${container.name}: ${variable.name} names a ConfigMap key that is not defined`);
      env.set(variable.name, { from: 'configMap', value: String(value) });
    } else {
      if (typeof variable.value !== 'string')
        problems.push(`${container.name}: ${variable.name} must be a string (quote it)`);
      env.set(variable.name, { from: 'value', value: String(variable.value) });
    }
  }
  return env;
}

/** A literal (or ConfigMap) value that is a secret, or a URL with credentials in it. */
function literalSecret(name: string, value: string): string | undefined {
  if (SECRET_NAME.test(name))
    return `${name} is a secret: take it from a Secret (secretKeyRef), not a literal or ConfigMap`;
  if (/\/\/[^/@\s]+:[^/@\s]*@/.test(value))
    return `${name} carries credentials in its URL: take it from a Secret`;
  return undefined;
}

/** Every object: the fields a cluster requires, a kind and apiVersion it serves, no Secret, no secret in a ConfigMap. */
function checkKinds(manifests: Manifest[], problems: string[]): void {
  for (const manifest of manifests) {
    if (!manifest.apiVersion || !manifest.kind || !manifest.metadata?.name)
      problems.push(`${id(manifest)}: apiVersion, kind and metadata.name are required`);
    if (manifest.kind === 'Secret')
      problems.push(
        `${id(manifest)}: Secrets are created in the cluster and referenced by name, never kept here`,
      );
    else if (!API_VERSIONS[manifest.kind]) problems.push(`${id(manifest)}: a kind this check does not know`);
    else if (manifest.apiVersion !== API_VERSIONS[manifest.kind])
      problems.push(
        `${id(manifest)}: apiVersion ${manifest.apiVersion}, expected ${API_VERSIONS[manifest.kind]}`,
      );
    if (manifest.kind === 'ConfigMap') {
      for (const [name, value] of Object.entries((manifest.data ?? {}) as Record<string, unknown>)) {
        if (typeof value !== 'string') problems.push(`${id(manifest)}: ${name} must be a string (quote it)`);
        const secret = literalSecret(name, String(value));
        if (secret) problems.push(`${id(manifest)}: ${secret}`);
      }
    }
  }
}

/** Every Deployment and Job: selectors, images, resources, a locked-down pod, probes on named ports, secrets by reference. */
function checkWorkloads(manifests: Manifest[], problems: string[], release: boolean): void {
  for (const workload of manifests.filter((m) => m.kind === 'Deployment' || m.kind === 'Job')) {
    const where = id(workload);
    const template = pod(workload);
    if (
      workload.kind === 'Deployment' &&
      !matches(spec(workload).selector?.matchLabels, templateLabels(workload))
    )
      problems.push(`${where}: spec.selector.matchLabels must select the template's labels`);
    if (template.securityContext?.runAsNonRoot !== true || !(Number(template.securityContext?.runAsUser) > 0))
      problems.push(`${where}: the pod must run as a numeric non-root user (runAsNonRoot, runAsUser)`);
    if (!template.containers?.length) problems.push(`${where}: no containers`);
    const volumes = new Set((template.volumes ?? []).map((volume) => volume.name));
    for (const container of template.containers ?? []) {
      const at = `${where} ${container.name}`;
      if (!IMAGES.includes(imageName(container.image) ?? ''))
        problems.push(`${at}: image ${container.image} is none of ${IMAGES.join(', ')}`);
      if (
        (release && !/:[\w][\w.-]*$|@sha256:[0-9a-f]{64}$/.test(container.image ?? '')) ||
        /:latest$/.test(container.image ?? '')
      )
        problems.push(
          `${at}: image ${container.image} must name its release (a tag other than latest, or a digest)`,
        );
      for (const kind of ['requests', 'limits'] as const)
        for (const resource of ['cpu', 'memory'])
          if (!container.resources?.[kind]?.[resource])
            problems.push(`${at}: resources.${kind}.${resource} is not set`);
      if (
        container.securityContext?.readOnlyRootFilesystem !== true ||
        container.securityContext.allowPrivilegeEscalation !== false
      )
        problems.push(
          `${at}: securityContext needs readOnlyRootFilesystem: true and allowPrivilegeEscalation: false`,
        );
      for (const mount of container.volumeMounts ?? [])
        if (!volumes.has(mount.name))
          problems.push(`${at}: mounts volume ${mount.name}, which the pod does not define`);
      const ports = new Set((container.ports ?? []).map((port) => port.name));
      for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe'] as const) {
        const port = container[probe]?.httpGet?.port;
        if (port !== undefined && !ports.has(String(port)))
          problems.push(`${at}: ${probe} uses port ${port}, which is no named container port`);
      }
      const envProblems: string[] = [];
      for (const [name, source] of containerEnv(container, manifests, envProblems))
        if (source.from === 'value') {
          const secret = literalSecret(name, source.value ?? '');
          if (secret) envProblems.push(`${container.name}: ${secret}`);
        }
      problems.push(...envProblems.map((problem) => `${where} ${problem}`));
    }
  }
}

/** Services, autoscalers, disruption budgets and the Ingress point at what exists. */
function checkRouting(manifests: Manifest[], problems: string[]): void {
  const deployments = manifests.filter((m) => m.kind === 'Deployment');
  const selected = (selector?: Record<string, string>) =>
    deployments.filter((d) => matches(selector, templateLabels(d)));
  for (const service of manifests.filter((m) => m.kind === 'Service')) {
    const targets = selected(spec(service).selector);
    if (targets.length !== 1) {
      problems.push(
        `${id(service)}: its selector must select exactly one Deployment (selects ${targets.length})`,
      );
      continue;
    }
    const portNames = new Set(pod(targets[0]).containers?.flatMap((c) => (c.ports ?? []).map((p) => p.name)));
    for (const port of (spec(service).ports ?? []) as Array<{ name?: string; targetPort?: unknown }>)
      if (typeof port.targetPort !== 'string' || !portNames.has(port.targetPort))
        problems.push(
          `${id(service)}: port ${port.name} must target a named container port of ${id(targets[0])} (targetPort ${String(port.targetPort)})`,
        );
  }
  for (const hpa of manifests.filter((m) => m.kind === 'HorizontalPodAutoscaler')) {
    const { scaleTargetRef, minReplicas, maxReplicas, metrics } = spec(hpa);
    if (
      scaleTargetRef?.kind !== 'Deployment' ||
      !deployments.some((d) => d.metadata.name === scaleTargetRef?.name)
    )
      problems.push(`${id(hpa)}: scaleTargetRef must name a Deployment defined here`);
    if (!(minReplicas >= 2 && maxReplicas > minReplicas))
      problems.push(`${id(hpa)}: needs 2 <= minReplicas < maxReplicas`);
    if (!(metrics ?? []).some((metric: { resource?: { name?: string } }) => metric.resource?.name === 'cpu'))
      problems.push(`${id(hpa)}: scales on no CPU metric`);
  }
  for (const pdb of manifests.filter((m) => m.kind === 'PodDisruptionBudget')) {
    const targets = selected(spec(pdb).selector?.matchLabels);
    if (targets.length !== 1)
      problems.push(
        `${id(pdb)}: its selector must select exactly one Deployment (selects ${targets.length})`,
      );
    else if (!(spec(targets[0]).replicas >= 2))
      problems.push(
        `${id(pdb)}: ${id(targets[0])} runs fewer than 2 replicas: the budget would block every drain`,
      );
  }
  for (const ingress of manifests.filter((m) => m.kind === 'Ingress')) {
    const tls = (spec(ingress).tls ?? []) as Array<{ secretName?: string; hosts?: string[] }>;
    const tlsHosts = new Set(tls.filter((entry) => entry.secretName).flatMap((entry) => entry.hosts ?? []));
    if (tlsHosts.size === 0) problems.push(`${id(ingress)}: no tls (with a secretName)`);
    for (const rule of (spec(ingress).rules ?? []) as Array<{
      host?: string;
      http?: { paths?: Array<{ backend?: { service?: { name?: string; port?: { name?: string } } } }> };
    }>) {
      if (!rule.host || !tlsHosts.has(rule.host))
        problems.push(`${id(ingress)}: host ${rule.host} is not covered by tls`);
      for (const path of rule.http?.paths ?? []) {
        const backend = path.backend?.service;
        const service = manifests.find((m) => m.kind === 'Service' && m.metadata.name === backend?.name);
        const portNames = (service ? (spec(service).ports ?? []) : []).map(
          (port: { name?: string }) => port.name,
        );
        if (!service || !portNames.includes(backend?.port?.name))
          problems.push(
            `${id(ingress)}: ${rule.host} routes to ${backend?.name}:${backend?.port?.name}, which no Service offers`,
          );
      }
    }
  }
}

const byImage = (manifests: Manifest[], kind: string, image: string) =>
  manifests.filter((m) => m.kind === kind && pod(m).containers?.some((c) => imageName(c.image) === image));

/** The API: its probes, an environment its own readers accept, drain timing, metrics, the migration Job. */
function checkApi(manifests: Manifest[], problems: string[], config: ProductionEnvironment): void {
  const [deployment, ...others] = byImage(manifests, 'Deployment', 'phonehub-api');
  if (!deployment || others.length > 0) {
    problems.push('there must be exactly one Deployment of phonehub-api');
    return;
  }
  const where = id(deployment);
  const container = pod(deployment).containers?.find(
    (c) => imageName(c.image) === 'phonehub-api',
  ) as Container;
  const live = container.livenessProbe?.httpGet?.path;
  const ready = container.readinessProbe?.httpGet?.path;
  if (live !== '/api/health/live')
    problems.push(`${where}: livenessProbe must get /api/health/live (got ${live})`);
  if (ready !== '/api/health/ready')
    problems.push(`${where}: readinessProbe must get /api/health/ready (got ${ready})`);
  if (container.startupProbe?.httpGet?.path !== '/api/health/live')
    problems.push(
      `${where}: startupProbe must get /api/health/live (start-up migrates before liveness counts)`,
    );

  // (What is wrong with the references themselves checkWorkloads reports.)
  const env = containerEnv(container, manifests, []);
  const required = config.requiredInProduction();
  for (const name of required) {
    const source = env.get(name);
    if (source?.from !== 'secret' || source.optional)
      problems.push(`${where}: ${name} is required in production and must come from a Secret (not optional)`);
  }
  // What the API itself makes of this environment, the cluster's secrets standing in: with the
  // optional keys left out of the Secret, and with all of them there.
  const withOptional = Object.fromEntries(
    [...env].map(([name, source]) => [name, source.from === 'secret' ? standIn(name) : source.value]),
  );
  const values = Object.fromEntries(
    Object.entries(withOptional).filter(([name]) => !env.get(name)?.optional),
  );
  for (const environment of [values, withOptional]) {
    const reading = config.readProductionEnvironment(environment);
    for (const name of reading.missing) problems.push(`${where}: the API requires ${name} in production`);
    for (const problem of reading.problems)
      problems.push(`${where}: the API refuses its environment: ${problem}`);
  }
  if (values.NODE_ENV !== 'production') problems.push(`${where}: NODE_ENV must be production`);
  // Several instances: counters in Redis, uploads in the bucket.
  for (const name of ['REDIS_URL', 'S3_BUCKET'])
    if (!values[name]) problems.push(`${where}: ${name} must be set: several instances share it`);

  const grace = pod(deployment).terminationGracePeriodSeconds ?? 30;
  const drainMs = Number(values.SHUTDOWN_DELAY_MS ?? 0) + Number(values.SHUTDOWN_GRACE_MS ?? 10_000);
  if (grace * 1000 <= drainMs)
    problems.push(
      `${where}: terminationGracePeriodSeconds (${grace}) must exceed SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS (${drainMs} ms)`,
    );

  const metrics = container.ports?.find((port) => port.name === 'metrics');
  const annotations = (spec(deployment).template?.metadata?.annotations ?? {}) as Record<string, string>;
  if (!metrics || String(metrics.containerPort) !== (values.METRICS_PORT ?? '9464'))
    problems.push(`${where}: a container port named metrics must be METRICS_PORT`);
  if (
    annotations['prometheus.io/scrape'] !== 'true' ||
    annotations['prometheus.io/port'] !== String(metrics?.containerPort) ||
    annotations['prometheus.io/path'] !== '/metrics'
  )
    problems.push(
      `${where}: the pod template's prometheus.io annotations must point at the metrics port's /metrics`,
    );
  for (const service of manifests.filter((m) => m.kind === 'Service'))
    for (const port of (spec(service).ports ?? []) as Array<{ targetPort?: unknown }>)
      if (port.targetPort === 'metrics' || port.targetPort === metrics?.containerPort)
        problems.push(
          `${id(service)}: exposes the metrics port; Prometheus scrapes the pods, nothing else should reach it`,
        );

  // The API and the storefront take the traffic: both scale and both survive a node drain.
  for (const name of ['phonehub-api', 'phonehub-storefront']) {
    const target = manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === name);
    const hasHpa = manifests.some(
      (m) => m.kind === 'HorizontalPodAutoscaler' && spec(m).scaleTargetRef?.name === name,
    );
    const hasPdb = manifests.some(
      (m) =>
        m.kind === 'PodDisruptionBudget' &&
        target !== undefined &&
        matches(spec(m).selector?.matchLabels, templateLabels(target)),
    );
    if (!hasHpa || !hasPdb)
      problems.push(`Deployment/${name}: needs a HorizontalPodAutoscaler and a PodDisruptionBudget`);
  }

  const [job, ...moreJobs] = byImage(manifests, 'Job', 'phonehub-api');
  const migrate = job ? pod(job).containers?.[0] : undefined;
  if (!job || !migrate || moreJobs.length > 0 || !migrate.command?.includes('--migrate-only'))
    problems.push('there must be one migration Job running phonehub-api with --migrate-only');
  else {
    if (pod(job).restartPolicy !== 'Never')
      problems.push(`${id(job)}: restartPolicy must be Never (the Job retries, not the kubelet)`);
    const jobEnv = containerEnv(migrate, manifests, problems);
    if (jobEnv.get('DATABASE_URL')?.from !== 'secret')
      problems.push(`${id(job)}: DATABASE_URL must come from the Secret`);
  }
}

/** The frontend servers: probes, drain, the API Service as upstream, origins the Ingress serves. */
function checkFrontends(manifests: Manifest[], problems: string[]): void {
  const api = manifests.find((m) => m.kind === 'Service' && m.metadata.name === 'phonehub-api');
  const apiOrigin = api ? `http://${api.metadata.name}:${spec(api).ports?.[0]?.port}` : 'the API Service';
  const [apiDeployment] = byImage(manifests, 'Deployment', 'phonehub-api');
  const apiContainer = apiDeployment ? pod(apiDeployment).containers?.[0] : undefined;
  const apiEnv = apiContainer ? containerEnv(apiContainer, manifests, []) : new Map<string, EnvSource>();
  const ingressRules = manifests
    .filter((m) => m.kind === 'Ingress')
    .flatMap(
      (m) =>
        (spec(m).rules ?? []) as Array<{
          host?: string;
          http?: { paths?: Array<{ path?: string; backend?: { service?: { name?: string } } }> };
        }>,
    );
  const servedBy = (url?: string) => {
    const host = url && URL.canParse(url) ? new URL(url).host : undefined;
    const rule = ingressRules.find((r) => r.host === host);
    return rule?.http?.paths?.find((path) => path.path === '/')?.backend?.service?.name;
  };
  const origins = (apiEnv.get('CORS_ORIGINS')?.value ?? '').split(',');
  for (const app of FRONTENDS) {
    const [deployment] = byImage(manifests, 'Deployment', `phonehub-${app}`);
    if (!deployment) {
      problems.push(`no Deployment runs phonehub-${app}`);
      continue;
    }
    const where = id(deployment);
    const container = pod(deployment).containers?.[0] as Container;
    for (const probe of ['livenessProbe', 'readinessProbe'] as const)
      if (container[probe]?.httpGet?.path !== '/app.config.json')
        problems.push(`${where}: ${probe} must get /app.config.json`);
    const env = containerEnv(container, manifests, []);
    const port = env.get(`${app.toUpperCase()}_PORT`)?.value;
    if (!container.ports?.some((p) => p.name === 'http' && String(p.containerPort) === port))
      problems.push(`${where}: ${app.toUpperCase()}_PORT (${port}) must be its container port named http`);
    for (const upstream of (env.get('API_UPSTREAMS')?.value ?? '').split(','))
      if (upstream !== apiOrigin)
        problems.push(`${where}: API_UPSTREAMS names ${upstream}, not the API Service (${apiOrigin})`);
    if (env.get('API_URL')?.value !== apiOrigin)
      problems.push(`${where}: API_URL must be the API Service (${apiOrigin})`);
    // The server closes its listener at SIGTERM: a preStop pause lets the endpoint leave the routing
    // first, and the pause plus the drain fit in the grace period.
    const [sleep, seconds] = container.lifecycle?.preStop?.exec?.command ?? [];
    const drainMs = Number(seconds) * 1000 + Number(env.get('FRONTEND_SHUTDOWN_GRACE_MS')?.value ?? 10_000);
    if (sleep !== 'sleep' || !(Number(seconds) > 0))
      problems.push(`${where}: needs a preStop sleep before SIGTERM closes the listener`);
    else if (!((pod(deployment).terminationGracePeriodSeconds ?? 30) * 1000 > drainMs))
      problems.push(
        `${where}: terminationGracePeriodSeconds must exceed the preStop pause + FRONTEND_SHUTDOWN_GRACE_MS`,
      );
    if (env.get('ADMIN_PATH_SUFFIX')?.from !== 'secret')
      problems.push(`${where}: ADMIN_PATH_SUFFIX must come from the Secret the API reads it from`);
    // Each origin the apps are told about is the Ingress host that serves that app, and may call the API.
    const urls = {
      storefront: env.get('PUBLIC_URL')?.value,
      seller: env.get('SELLER_REMOTE_URL')?.value,
      admin: env.get('ADMIN_REMOTE_URL')?.value,
    };
    for (const [target, url] of Object.entries(urls)) {
      if (servedBy(url) !== `phonehub-${target}`)
        problems.push(`${where}: ${url} is not an Ingress host routing / to phonehub-${target}`);
      if (!url || !origins.includes(url)) problems.push(`phonehub-api: CORS_ORIGINS must include ${url}`);
    }
    if (urls.storefront !== apiEnv.get('PUBLIC_URL')?.value)
      problems.push(`${where}: PUBLIC_URL differs from the API's`);
  }
}

/** Everything wrong with one build, one line each (an empty list when it is fine). */
export function checkManifests(
  manifests: Manifest[],
  config: ProductionEnvironment,
  release: boolean,
): string[] {
  const problems: string[] = [];
  checkKinds(manifests, problems);
  checkWorkloads(manifests, problems, release);
  checkRouting(manifests, problems);
  checkApi(manifests, problems, config);
  checkFrontends(manifests, problems);
  return [...new Set(problems)];
}
