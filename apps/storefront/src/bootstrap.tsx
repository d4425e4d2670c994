import './ui-styles.css';
import { loadAppConfig } from '@phonehub/session';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { createAppQueryClient } from './app/providers';
import { createFederationLoader } from './app/remotes/federation';
import { readServerState } from './app/server-state';
import './styles.css';

async function start() {
  const served = readServerState();
  const config = served?.config ?? (await loadAppConfig());
  const loadRemote = createFederationLoader(config);
  const queryClient = createAppQueryClient();
  if (served?.queries) hydrate(queryClient, served.queries);
  const root = document.getElementById('root') as HTMLElement;
  const serverRendered = root.firstElementChild !== null && served?.hydrate !== false;
  const router = createAppRouter(config, { serverRendered });
  const app = (
    <StrictMode>
      <App config={config} loadRemote={loadRemote} queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // A page the server rendered is taken over in place, at once and at the default priority: input
  // made before then is replayed (its page and footer hydrate later in idle slices, routes.tsx).
  if (serverRendered) hydrateRoot(root, app);
  // Otherwise (the cart, drawn from this browser's storage, and the pages the server does not render)
  // the app replaces the server's shell in a transition, which React renders in slices of a few
  // milliseconds instead of one long task (issue 17's Total Blocking Time on /cart).
  else {
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}

void start();
