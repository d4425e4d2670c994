// The API's module graph and the imports that break its layering, read from the source text alone
// (no TypeScript compile), so it runs on any checkout:
//
//   npx tsx tools/scripts/api-import-graph.ts [--root DIR]     (DIR: a checkout; default this one)
//
// A module is a top-level folder of apps/api/src; the files beside them (main.ts, app.module.ts,
// app.setup.ts) are the module `app`, and database/seed (demo data put together from the features'
// services) counts as a composition root too. Spec files are left out: tests may reach anywhere.
//
// The layers, lowest first (LAYERS below says which folder sits where, and why):
//   foundation  types, config                      what everything reads
//   plumbing    common                             guards, pipes, validation, paging, HTTP helpers
//   platform    database, jobs, mail, audit,       services every feature may call
//               status-history, health
//   feature     every other folder                 the business: auth, catalogue, orders, ...
//   app         app, database/seed                 the composition roots
// The rules:
//   1. An import never points to a higher layer (plumbing knows no feature; a feature knows no app).
//   2. A feature imports another feature only through its public files: what a Nest module shares
//      (`*.module.ts`, `*.service.ts`, `*.query.ts`), the types those take and give (`*.entity.ts`,
//      `*.event.ts`, `*.dto.ts`, `*.errors.ts`) and the ports it asks others to implement
//      (`*.port.ts`). Controllers, guards, mappers, listeners, helpers and SQL stay inside.
// Within one module, and from a module to any file of a lower layer, anything goes. The composition
// roots may import any file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';

export type LayerName = 'foundation' | 'plumbing' | 'platform' | 'feature' | 'app';

const LAYERS: ReadonlyArray<{ layer: LayerName; modules: readonly string[] }> = [
  { layer: 'foundation', modules: ['types', 'config'] },
  { layer: 'plumbing', modules: ['common'] },
  // Infrastructure with services of its own: connections and migrations, the job queue, the mail
  // outbox, the audit log, the status history, health checks, metrics and traces. Features call
  // them; they call no feature back.
  {
    layer: 'platform',
    modules: ['database', 'jobs', 'mail', 'audit', 'status-history', 'health', 'observability'],
  },
  { layer: 'app', modules: ['app', 'database/seed'] },
];
const RANK: Record<LayerName, number> = { foundation: 0, plumbing: 1, platform: 2, feature: 3, app: 4 };

const PUBLIC_FILE = /\.(module|service|query|entity|event|dto|errors|port)\.ts$/;

export interface SourceImport {
  /** Importing file, relative to apps/api/src (posix separators). */
  from: string;
  line: number;
  /** Imported file, relative to apps/api/src, with its extension when it exists. */
  to: string;
  fromModule: string;
  toModule: string;
}

export interface Violation extends SourceImport {
  rule: 'layer' | 'private-file';
  why: string;
}

export interface ImportGraph {
  files: number;
  imports: SourceImport[];
  /** module → imported module → import count (imports across modules only). */
  edges: Map<string, Map<string, number>>;
  violations: Violation[];
}

export function moduleOf(file: string): string {
  if (file.startsWith('database/seed/')) return 'database/seed';
  const slash = file.indexOf('/');
  return slash === -1 ? 'app' : file.slice(0, slash);
}

export function layerOf(module: string): LayerName {
  return LAYERS.find((l) => l.modules.includes(module))?.layer ?? 'feature';
}

/** Relative module specifiers with their line numbers: import/export … from, import '…', import(), require(). */
export function importSpecifiers(source: string): Array<{ specifier: string; line: number }> {
  // Comments out (kept as blank lines so that line numbers hold); string contents are left alone.
  const text = source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\b(?:import|export)\s[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  const found: Array<{ specifier: string; line: number; index: number }> = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (!match[1].startsWith('.')) continue;
      const index = match.index + match[0].lastIndexOf(match[1]);
      found.push({ specifier: match[1], index, line: text.slice(0, index).split('\n').length });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ specifier, line }) => ({ specifier, line }));
}

/** The graph of `sources` (path relative to apps/api/src → text); `exists` says which paths are files. */
export function analyse(
  sources: ReadonlyMap<string, string>,
  exists = (path: string) => sources.has(path),
): ImportGraph {
  const imports: SourceImport[] = [];
  for (const [from, text] of sources) {
    for (const { specifier, line } of importSpecifiers(text)) {
      const target = posix.normalize(posix.join(posix.dirname(from), specifier));
      if (target.startsWith('..')) continue; // outside apps/api/src (libs are checked by Nx's lint rule)
      const to = [`${target}.ts`, `${target}/index.ts`, target].find(exists) ?? target;
      imports.push({ from, line, to, fromModule: moduleOf(from), toModule: moduleOf(to) });
    }
  }
  const edges = new Map<string, Map<string, number>>();
  const violations: Violation[] = [];
  for (const entry of imports) {
    const { fromModule, toModule, to } = entry;
    if (fromModule === toModule) continue;
    const counts = edges.get(fromModule) ?? new Map<string, number>();
    counts.set(toModule, (counts.get(toModule) ?? 0) + 1);
    edges.set(fromModule, counts);
    const [fromLayer, toLayer] = [layerOf(fromModule), layerOf(toModule)];
    if (RANK[toLayer] > RANK[fromLayer]) {
      violations.push({
        ...entry,
        rule: 'layer',
        why: `${fromLayer} ${fromModule} imports ${toLayer} ${toModule}`,
      });
    } else if (fromLayer === 'feature' && toLayer === 'feature' && !PUBLIC_FILE.test(to)) {
      violations.push({
        ...entry,
        rule: 'private-file',
        why: `${fromModule} imports a private file of ${toModule}`,
      });
    }
  }
  return { files: sources.size, imports, edges, violations };
}

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, base);
    return /\.tsx?$/.test(name) && !/\.(e2e-)?spec\.tsx?$/.test(name)
      ? [relative(base, path).split('\\').join('/')]
      : [];
  });
}

export function readApiSources(repoRoot: string): Map<string, string> {
  const src = join(repoRoot, 'apps/api/src');
  return new Map(sourceFiles(src).map((file) => [file, readFileSync(join(src, file), 'utf8')]));
}

export function report(graph: ImportGraph): string {
  const out: string[] = [];
  const modules = [...new Set(graph.imports.flatMap((i) => [i.fromModule, i.toModule]))].sort(
    (a, b) => RANK[layerOf(a)] - RANK[layerOf(b)] || a.localeCompare(b),
  );
  out.push('Module graph of apps/api/src (module [layer] -> imported modules, with import counts)');
  for (const module of modules) {
    const targets = [...(graph.edges.get(module) ?? [])]
      .sort(([a], [b]) => RANK[layerOf(a)] - RANK[layerOf(b)] || a.localeCompare(b))
      .map(([target, count]) => `${target} ${count}`);
    out.push(`  ${`${module} [${layerOf(module)}]`.padEnd(30)} -> ${targets.join(', ') || '(nothing)'}`);
  }
  out.push('', `Violations (${graph.violations.length})`);
  const sorted = [...graph.violations].sort(
    (a, b) => a.rule.localeCompare(b.rule) || a.from.localeCompare(b.from) || a.line - b.line,
  );
  for (const v of sorted) out.push(`  [${v.rule}] ${v.from}:${v.line} -> ${v.to}   (${v.why})`);
  const crossModule = graph.imports.filter((i) => i.fromModule !== i.toModule).length;
  const byRule = (rule: Violation['rule']) => graph.violations.filter((v) => v.rule === rule).length;
  out.push(
    '',
    'Totals',
    `  files ${graph.files}, modules ${modules.length}, relative imports ${graph.imports.length}, across modules ${crossModule}`,
    `  module edges ${[...graph.edges.values()].reduce((n, m) => n + m.size, 0)}, violations ${graph.violations.length} (layer ${byRule('layer')}, private-file ${byRule('private-file')})`,
  );
  return out.join('\n');
}

function main(argv: string[]): void {
  const at = argv.indexOf('--root');
  const root = resolve(at === -1 ? join(__dirname, '../..') : (argv[at + 1] ?? ''));
  if (!existsSync(join(root, 'apps/api/src'))) {
    console.error(`No apps/api/src under ${root}`);
    process.exit(2);
  }
  console.log(report(analyse(readApiSources(root))));
}

if (process.argv[1]?.endsWith('api-import-graph.ts')) main(process.argv.slice(2));
