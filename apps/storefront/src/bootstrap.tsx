import './ui-styles.css';
import { loadAppConfig } from '@phonehub/session';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppQueryClient } from './app/providers';
import { createFederationLoader } from './app/remotes/federation';
import { readServerState } from './app/server-state';
import './styles.css';

async function start() {
  // The app's modules were just evaluated, in one long task; taking the page over starts in the next.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const served = readServerState();
  const config = served?.config ?? (await loadAppConfig());
  const loadRemote = createFederationLoader(config);
  const queryClient = createAppQueryClient();
  if (served?.queries) hydrate(queryClient, served.queries);
  const root = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <App config={config} loadRemote={loadRemote} queryClient={queryClient} />
    </StrictMode>
  );
  // A page the server rendered is taken over in place; otherwise the app renders from scratch (the
  // server's layout stays on screen until then). Either as a transition, which React splits into
  // tasks of a few milliseconds: at the default priority the whole page is one task that blocks
  // input (issue 17's Total Blocking Time).
  startTransition(() => {
    if (root.firstElementChild && served?.hydrate !== false) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
