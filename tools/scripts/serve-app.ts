// Serves one built frontend on its own (a remote's team works with just this and the API):
//   npx tsx tools/scripts/serve-app.ts <storefront|seller|admin>
import { APPS, type AppName, serveApp, stackConfig } from './stack';

const app = process.argv[2] as AppName;
if (!APPS.includes(app)) {
  console.error(`usage: tsx tools/scripts/serve-app.ts <${APPS.join('|')}>`);
  process.exit(2);
}
// A bad setting (a port, FRONTEND_TRUST_PROXY) is reported like a missing build: one line, no stack.
Promise.resolve()
  .then(async () => {
    const config = stackConfig();
    await serveApp(app, config);
    console.log(`${app} on http://localhost:${config.ports[app]} (API proxied to ${config.apiUrl})`);
  })
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
