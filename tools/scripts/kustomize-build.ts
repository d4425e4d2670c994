// The part of `kustomize build` that deploy/k8s uses, so its manifests can be checked offline (no
// kustomize binary or cluster here): resources (files and directories), strategic-merge patches,
// images, replicas and namespace. Any other kustomization field is refused rather than ignored, so an
// overlay cannot grow a feature the check would silently skip.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';

export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
};

type Json = unknown;
type JsonObject = Record<string, Json>;

interface Kustomization {
  resources?: string[];
  patches?: Array<{ path: string }>;
  images?: Array<{ name: string; newName?: string; newTag?: string; digest?: string }>;
  replicas?: Array<{ name: string; count: number }>;
  namespace?: string;
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'patches', 'images', 'replicas', 'namespace']);

/**
 * The lists strategic merge merges item by item (their patchMergeKey in the Kubernetes API), by
 * field name; every other list is replaced by the patch's. A container's `ports` merge by
 * containerPort, a Service's by port.
 */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
};

/** Every document of a YAML file (empty ones left out); a syntax error names the file. */
export function readManifests(file: string): Manifest[] {
  const documents = YAML.parseAllDocuments(readFileSync(file, 'utf8'));
  const manifests: Manifest[] = [];
  for (const document of documents) {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
    const value = document.toJS() as Manifest | null;
    if (value !== null) manifests.push(value);
  }
  return manifests;
}

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges one list field of `owner` (the object holding it: a Service spec has a selector). */
function mergeList(field: string, base: Json[], patch: Json[], owner: JsonObject): Json[] {
  const key = field === 'ports' ? ('selector' in owner ? 'port' : 'containerPort') : MERGE_KEYS[field];
  if (!key) return patch;
  const merged = [...base];
  for (const item of patch) {
    if (!isObject(item)) return patch;
    const index = merged.findIndex((existing) => isObject(existing) && existing[key] === item[key]);
    if (index === -1) merged.push(item);
    else merged[index] = strategicMerge(merged[index], item);
  }
  return merged;
}

/** A strategic-merge patch: maps merge field by field, null deletes, keyed lists merge by key. */
export function strategicMerge(base: Json, patch: Json): Json {
  if (!isObject(base) || !isObject(patch)) return patch;
  const result: JsonObject = { ...base };
  for (const [field, value] of Object.entries(patch)) {
    if (value === null) delete result[field];
    else if (Array.isArray(value) && Array.isArray(result[field]))
      result[field] = mergeList(field, result[field] as Json[], value, base);
    else result[field] = strategicMerge(result[field], value);
  }
  return result;
}

const identity = (manifest: Manifest) => `${manifest.kind}/${manifest.metadata?.name}`;

/** A workload's pod spec (Deployment, Job), else undefined. */
export function podSpec(manifest: Manifest): JsonObject | undefined {
  const spec = manifest.spec as { template?: { spec?: JsonObject } } | undefined;
  return spec?.template?.spec;
}

function setImages(manifest: Manifest, images: NonNullable<Kustomization['images']>): void {
  const pod = podSpec(manifest);
  for (const field of ['containers', 'initContainers']) {
    for (const container of (pod?.[field] as Array<{ image?: string }> | undefined) ?? []) {
      const [, name, tag] = /^(.*?)(?::([^:/@]+))?(?:@.*)?$/.exec(container.image ?? '') ?? [];
      const rule = images.find((image) => image.name === name);
      if (!rule) continue;
      const newName = rule.newName ?? name;
      container.image = rule.digest
        ? `${newName}@${rule.digest}`
        : `${newName}${(rule.newTag ?? tag) ? `:${rule.newTag ?? tag}` : ''}`;
    }
  }
}

/** `kustomize build <dir>` for the fields above. */
export function kustomizeBuild(dir: string): Manifest[] {
  const file = join(dir, 'kustomization.yaml');
  const kustomization = YAML.parse(readFileSync(file, 'utf8')) as Kustomization;
  const unsupported = Object.keys(kustomization).filter((field) => !SUPPORTED.has(field));
  if (unsupported.length > 0)
    throw new Error(
      `${file}: ${unsupported.join(', ')} not supported by this build (see kustomize-build.ts)`,
    );

  let manifests = (kustomization.resources ?? []).flatMap((resource) => {
    const path = join(dir, resource);
    return statSync(path).isDirectory() ? kustomizeBuild(path) : readManifests(path);
  });
  const seen = new Set<string>();
  for (const manifest of manifests) {
    if (seen.has(identity(manifest))) throw new Error(`${dir}: ${identity(manifest)} is defined twice`);
    seen.add(identity(manifest));
  }

  for (const { path } of kustomization.patches ?? []) {
    for (const patch of readManifests(join(dir, path))) {
      const index = manifests.findIndex((manifest) => identity(manifest) === identity(patch));
      if (index === -1) throw new Error(`${join(dir, path)}: no ${identity(patch)} to patch`);
      manifests = manifests.with(index, strategicMerge(manifests[index], patch) as Manifest);
    }
  }
  manifests = manifests.map((manifest) => structuredClone(manifest));
  for (const manifest of manifests) {
    if (kustomization.images) setImages(manifest, kustomization.images);
    const replicas = kustomization.replicas?.find((rule) => rule.name === manifest.metadata.name);
    if (replicas && manifest.kind === 'Deployment') (manifest.spec as JsonObject).replicas = replicas.count;
    if (kustomization.namespace) manifest.metadata.namespace = kustomization.namespace;
  }
  for (const rule of kustomization.replicas ?? []) {
    if (!manifests.some((m) => m.kind === 'Deployment' && m.metadata.name === rule.name))
      throw new Error(`${file}: replicas names ${rule.name}, which is no Deployment`);
  }
  return manifests;
}
