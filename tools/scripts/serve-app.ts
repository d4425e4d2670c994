// Serves one built frontend on its own (a remote's team works with just this and the API):
//   npx tsx tools/scripts/serve-app.ts <storefront|seller|admin>
// The images run it bundled (node dist/apps/frontend-server/main.cjs <app>, see build-frontend-server.ts).
// It logs JSON lines (every request and error) at LOG_LEVEL, and on SIGTERM or SIGINT lets the
// requests in flight finish (up to FRONTEND_SHUTDOWN_GRACE_MS) before it exits 0.
import { join } from 'node:path';
import { readFrontendProcessSettings, stopOnSignals } from '@phonehub/server-frontend';
import { APPS, type AppName, serveApp, stackConfig } from './stack';

/** Set to true by the bundle's build; undefined when run from source (tsx). */
declare const FRONTEND_SERVER_BUNDLE: boolean | undefined;

const app = process.argv[2] as AppName;
if (!APPS.includes(app)) {
  console.error(`usage: tsx tools/scripts/serve-app.ts <${APPS.join('|')}>`);
  process.exit(2);
}
// A bad setting (a port, FRONTEND_TRUST_PROXY, the grace) is reported like a missing build: one line, no stack.
Promise.resolve()
  .then(async () => {
    const config = stackConfig();
    const settings = readFrontendProcessSettings(process.env);
    // Bundled, the builds are the bundle's siblings (dist/apps/<app>) wherever the folder is.
    const root = typeof FRONTEND_SERVER_BUNDLE === 'undefined' ? undefined : join(__dirname, '..', app);
    const server = await serveApp(app, config, { root, logger: { level: settings.logLevel } });
    stopOnSignals(server, { graceMs: settings.shutdownGraceMs });
    server.log.info(`${app} on http://localhost:${config.ports[app]} (API proxied to ${config.apiUrl})`);
  })
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
