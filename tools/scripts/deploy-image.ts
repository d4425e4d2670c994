// An image's runtime filesystem as its Dockerfile lays it out, without Docker (no registry is
// reachable here): the runtime stage's WORKDIR, ENV, COPY, RUN mkdir, USER and CMD are read and
// carried out in a folder, so the image's command can be started there as the container would.
// The earlier stages are what they stand for: a `build` stage (npm ci and nx builds) is the
// repository after its builds; a stage that runs `npm ci --omit=dev` is the production-only
// node_modules, made by hard-linking exactly the lockfile's non-dev packages (no registry access).
// The build context honours .dockerignore. Anything else in a Dockerfile is refused with the line,
// so the test cannot pass by skipping what it does not understand.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { basename, dirname, join, posix, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

export interface Instruction {
  keyword: string;
  args: string;
  /** Where it starts in the Dockerfile (1-based), for error messages. */
  line: number;
}

export interface Stage {
  name: string | undefined;
  base: string;
  instructions: Instruction[];
}

/** Instructions per stage: comments dropped, `\` continuations joined. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let logical = lines[i];
    if (/^\s*(#|$)/.test(logical)) continue;
    while (/\\\s*$/.test(logical) && i + 1 < lines.length) {
      i++;
      // Comment lines inside a continuation are dropped, as Docker does.
      if (/^\s*#/.test(lines[i])) continue;
      logical = `${logical.replace(/\s*\\\s*$/, '')} ${lines[i].trim()}`;
    }
    const match = /^\s*(\S+)\s*(.*)$/.exec(logical);
    if (!match) continue;
    const keyword = match[1].toUpperCase();
    const args = match[2].trim();
    if (keyword === 'FROM') {
      const from = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`line ${start}: cannot read FROM ${args}`);
      stages.push({ base: from[1], name: from[2], instructions: [] });
      continue;
    }
    if (!stages.length) {
      if (keyword === 'ARG') continue;
      throw new Error(`line ${start}: ${keyword} before the first FROM`);
    }
    stages.at(-1)!.instructions.push({ keyword, args, line: start });
  }
  return stages;
}

/** An exec-form (JSON array) argument: CMD ["node", "main.js"]; HEALTHCHECK's options come first. */
export function execForm(instruction: Instruction): string[] {
  const json = instruction.args.slice(instruction.args.indexOf('['));
  const parsed: unknown = instruction.args.includes('[') ? JSON.parse(json) : undefined;
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string'))
    throw new Error(`line ${instruction.line}: ${instruction.keyword} must be in exec form (a JSON array)`);
  return parsed;
}

/** The last instruction of its kind in a stage (the one Docker uses). */
export function lastOf(stage: Stage, keyword: string): Instruction | undefined {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).at(-1);
}

/** Words split on blanks, quotes removed (ENV and COPY arguments). */
function words(args: string): string[] {
  return [...args.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** ENV a=1 b="two words", or the old ENV a 1 form. */
function envPairs(instruction: Instruction): Array<[string, string]> {
  if (!instruction.args.includes('=') || /^\S+\s/.test(instruction.args.split('=')[0])) {
    const [name, ...rest] = instruction.args.split(/\s+/);
    return [[name, rest.join(' ')]];
  }
  return words(instruction.args).map((word) => {
    const at = word.indexOf('=');
    if (at < 1) throw new Error(`line ${instruction.line}: cannot read ENV ${instruction.args}`);
    return [word.slice(0, at), word.slice(at + 1)];
  });
}

/** .dockerignore's rules (Go filepath.Match with `**`; a later `!rule` takes a path back). */
export function dockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = posix.normalize((negate ? line.slice(1) : line).trim().replace(/^\/+/, ''));
      const source = pattern
        .split(/(\*\*\/?|\*|\?)/)
        .map((part) =>
          part === '**/' || part === '**'
            ? '(?:.*/)?' + (part === '**' ? '.*' : '')
            : part === '*'
              ? '[^/]*'
              : part === '?'
                ? '[^/]'
                : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return { negate, regex: new RegExp(`^${source}$`) };
    });
  return (path) => {
    // A rule naming a folder leaves out everything in it.
    const parts = path.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of rules) {
      if (prefixes.some((prefix) => rule.regex.test(prefix))) ignored = !rule.negate;
    }
    return ignored;
  };
}

/** Hard-links a tree (files share the repository's copies: fast, and free on disk). */
function linkTree(from: string, to: string, skip: (relativePath: string) => boolean, rel = ''): void {
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) {
    mkdirSync(dirname(to), { recursive: true });
    symlinkSync(readlinkSync(from), to);
  } else if (stat.isDirectory()) {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) {
      const childRel = rel ? `${rel}/${entry}` : entry;
      if (!skip(childRel)) linkTree(join(from, entry), join(to, entry), skip, childRel);
    }
  } else {
    mkdirSync(dirname(to), { recursive: true });
    linkSync(from, to);
  }
}

/**
 * node_modules as `npm ci --omit=dev` leaves it: every package the lockfile does not mark dev (npm ls
 * --omit=dev would add development peers such as @types/react), linked from the repository's
 * node_modules, without the development packages nested in them.
 */
export function productionNodeModules(into: string): string {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean; optional?: boolean; link?: boolean }>;
  };
  const modules = join(into, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path || entry.dev || entry.devOptional) continue;
    if (entry.link || !path.startsWith('node_modules/'))
      throw new Error(`${path}: only registry packages under node_modules are understood`);
    const dir = join(ROOT, path);
    if (!existsSync(dir)) {
      // Optional packages for other platforms (another CPU's binaries) are not installed here.
      if (entry.optional) continue;
      throw new Error(`${path} is in the lockfile but not installed: run npm ci`);
    }
    // Nested node_modules hold packages of their own, each listed (or not) in the lockfile itself.
    linkTree(dir, join(into, path), (child) => child === 'node_modules' || child.endsWith('/node_modules'));
  }
  return modules;
}

export interface ImageLayout {
  /** The image's `/` on this machine. */
  root: string;
  /** The runtime stage's WORKDIR, mapped. */
  workdir: string;
  /** ENV, with paths inside the image mapped into `root`. */
  env: Record<string, string>;
  user: string | undefined;
  cmd: string[];
  healthcheck: string[] | undefined;
}

export interface LayoutOptions {
  /** Where the image's filesystem is laid out (an empty folder). */
  into: string;
  /** What the `npm ci --omit=dev` stage stands for: a folder holding node_modules (productionNodeModules). */
  productionDeps: string;
  /** The build context (the repository) and the repository after its builds. */
  context?: string;
}

type StageKind = { kind: 'build'; workdir: string } | { kind: 'production-deps'; workdir: string };

function workdirOf(stage: Stage, upTo = stage.instructions.length): string {
  let dir = '/';
  for (const instruction of stage.instructions.slice(0, upTo)) {
    if (instruction.keyword === 'WORKDIR') dir = posix.resolve(dir, instruction.args);
  }
  return dir;
}

/** What an earlier stage stands for, by what it runs. */
function classify(stage: Stage): StageKind {
  const runs = stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
  const workdir = workdirOf(stage);
  if (runs.some((run) => /\bnpm ci\b.*--omit=dev/.test(run)) && !runs.some((run) => /\bnx\b/.test(run)))
    return { kind: 'production-deps', workdir };
  if (runs.some((run) => /\bnpm ci\b/.test(run)) && runs.some((run) => /\bnx\b.*\bbuild\b/.test(run)))
    return { kind: 'build', workdir };
  throw new Error(
    `stage ${stage.name ?? stage.base}: only a build stage (npm ci, nx build) or a production dependencies stage (npm ci --omit=dev) can be copied from`,
  );
}

/**
 * Lays out the last stage of `dockerfile` in `options.into` and returns how to start it.
 * Throws (with the Dockerfile's line) on what it cannot carry out faithfully.
 */
export function layoutImage(dockerfile: string, options: LayoutOptions): ImageLayout {
  const context = options.context ?? ROOT;
  const ignoreText = existsSync(join(context, '.dockerignore'))
    ? readFileSync(join(context, '.dockerignore'), 'utf8')
    : '';
  const ignored = dockerignore(ignoreText);
  const stages = parseDockerfile(dockerfile);
  const runtime = stages.at(-1);
  if (!runtime) throw new Error('no FROM in the Dockerfile');
  const image = (path: string) => join(options.into, path);
  const env: Record<string, string> = {};
  let workdir = '/';
  let user: string | undefined;

  /** A path in an earlier stage, on this machine; `fromContext`: whether .dockerignore applies. */
  const stagePath = (
    stageName: string,
    path: string,
    line: number,
  ): { host: string; fromContext: boolean } => {
    const stage = stages.find((s) => s.name === stageName);
    if (!stage || stage === runtime) throw new Error(`line ${line}: no earlier stage named ${stageName}`);
    const kind = classify(stage);
    const inStage = posix.resolve(kind.workdir, path);
    const rel = posix.relative(kind.workdir, inStage);
    if (rel.startsWith('..'))
      throw new Error(`line ${line}: ${path} is outside ${stageName}'s ${kind.workdir}`);
    const top = rel.split('/')[0];
    if (kind.kind === 'production-deps') {
      if (top === 'node_modules') return { host: join(options.productionDeps, rel), fromContext: false };
      if (rel === 'package.json' || rel === 'package-lock.json')
        return { host: join(context, rel), fromContext: true };
      throw new Error(`line ${line}: the ${stageName} stage holds only node_modules and package*.json`);
    }
    // The build stage's own RUN lines made node_modules and dist; the rest came from the context.
    return { host: join(context, rel), fromContext: top !== 'node_modules' && top !== 'dist' && rel !== '' };
  };

  const copy = (instruction: Instruction) => {
    const parts = words(instruction.args);
    const flags = parts.filter((part) => part.startsWith('--'));
    const paths = parts.filter((part) => !part.startsWith('--'));
    if (paths.length < 2) throw new Error(`line ${instruction.line}: COPY needs a source and a destination`);
    const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
    for (const flag of flags)
      if (!/^--(from|chown|chmod|link)=?/.test(flag))
        throw new Error(`line ${instruction.line}: COPY ${flag} is not understood`);
    const dest = posix.resolve(workdir, paths.at(-1)!);
    const sources = paths.slice(0, -1);
    const intoFolder = paths.at(-1)!.endsWith('/') || sources.length > 1;
    for (const source of sources) {
      if (/[*?[]/.test(source))
        throw new Error(`line ${instruction.line}: COPY wildcards are not understood`);
      const { host, fromContext } = from
        ? stagePath(from, source, instruction.line)
        : { host: join(context, posix.normalize(source)), fromContext: true };
      const rel = relative(context, host);
      if (fromContext && rel && ignored(rel))
        throw new Error(
          `line ${instruction.line}: ${source} is left out of the build context by .dockerignore`,
        );
      if (!existsSync(host)) throw new Error(`line ${instruction.line}: ${source} does not exist (${host})`);
      const isFolder = lstatSync(host).isDirectory();
      // A folder's contents go into the destination; a file goes into it when it is a folder.
      const target = isFolder || !intoFolder ? dest : posix.join(dest, basename(host));
      const skip = (child: string) => fromContext && ignored(rel ? `${rel}/${child}` : child);
      linkTree(host, image(target), skip);
    }
  };

  for (const instruction of runtime.instructions) {
    switch (instruction.keyword) {
      case 'WORKDIR':
        workdir = posix.resolve(workdir, instruction.args);
        mkdirSync(image(workdir), { recursive: true });
        break;
      case 'ENV':
        for (const [name, value] of envPairs(instruction)) env[name] = value;
        break;
      case 'COPY':
        copy(instruction);
        break;
      case 'RUN':
        // Only making folders (for the running user) is carried out; anything else would be guessed.
        for (const command of instruction.args.split('&&').map((part) => part.trim())) {
          const mkdir = /^mkdir\s+(?:-p\s+)?(.+)$/.exec(command);
          if (mkdir)
            for (const dir of mkdir[1].split(/\s+/))
              mkdirSync(image(posix.resolve(workdir, dir)), { recursive: true });
          else if (!/^chown\s/.test(command))
            throw new Error(`line ${instruction.line}: RUN ${command} cannot be carried out here`);
        }
        break;
      case 'USER':
        user = instruction.args;
        break;
      case 'ARG':
      case 'LABEL':
      case 'EXPOSE':
      case 'STOPSIGNAL':
      case 'HEALTHCHECK':
      case 'CMD':
        break;
      default:
        throw new Error(`line ${instruction.line}: ${instruction.keyword} is not understood`);
    }
  }
  const cmd = lastOf(runtime, 'CMD');
  if (!cmd) throw new Error('the runtime stage has no CMD');
  if (lastOf(runtime, 'ENTRYPOINT')) throw new Error('ENTRYPOINT is not understood');
  const healthcheck = lastOf(runtime, 'HEALTHCHECK');
  // Absolute paths in ENV name places in the image: they are mapped into the layout.
  const mapped = Object.fromEntries(
    Object.entries(env).map(([name, value]) => {
      const top = value.startsWith('/') ? value.split('/')[1] : '';
      return [name, top && existsSync(image(top)) ? image(value) : value];
    }),
  );
  return {
    root: options.into,
    workdir: image(workdir),
    env: mapped,
    user,
    cmd: execForm(cmd),
    healthcheck: healthcheck ? execForm(healthcheck) : undefined,
  };
}

/** Bytes in a folder, as `du -sb` counts them (each hard-linked file once). */
export function folderBytes(dir: string): number {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
}
