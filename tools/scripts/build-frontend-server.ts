// The frontend servers as the images run them: tools/scripts/serve-app.ts (the storefront's server and
// the remotes' static server, the /api balancer) bundled with everything it imports — fastify, its
// plugins, the libs — into one CommonJS file, dist/apps/frontend-server/main.cjs, so an image needs
// no node_modules and no TypeScript at run time:
//   node dist/apps/frontend-server/main.cjs <storefront|seller|admin>
// (The storefront's server-side renderer is its own self-contained build, dist/apps/storefront/ssr.)
import { build, type Metafile } from 'esbuild';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';

// Not stack.ts's ROOT: importing stack.ts would load the whole server just to build it.
const ROOT = resolve(__dirname, '../..');
const BUNDLE = join(ROOT, 'dist', 'apps', 'frontend-server', 'main.cjs');

// Optional speed-ups the `ws` package requires inside try/catch; without them it uses its own code.
const OPTIONAL = ['bufferutil', 'utf-8-validate'];

/** A package the bundle would still require from node_modules at run time, which the images do not have. */
function unbundledPackages(metafile: Metafile): string[] {
  // (node:-only modules such as node:sqlite, which undici names, are not in builtinModules.)
  const builtins = new Set(builtinModules);
  const found = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      const builtin = builtins.has(imported.path) || imported.path.startsWith('node:');
      if (imported.external && !builtin && !OPTIONAL.includes(imported.path)) found.add(imported.path);
    }
  }
  return [...found];
}

async function main() {
  const result = await build({
    entryPoints: [join(ROOT, 'tools/scripts/serve-app.ts')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // The workspace's path aliases (@phonehub/*), as tsx reads them.
    tsconfig: join(ROOT, 'tsconfig.json'),
    external: OPTIONAL,
    // Tells serve-app.ts that the builds sit beside the bundle's folder (dist/apps/<app>).
    define: { FRONTEND_SERVER_BUNDLE: 'true' },
    metafile: true,
    logLevel: 'warning',
  });
  const missing = unbundledPackages(result.metafile);
  if (missing.length)
    throw new Error(`The frontend server bundle would require ${missing.join(', ')} from node_modules`);
  console.log(`Built ${relative(ROOT, BUNDLE)}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
