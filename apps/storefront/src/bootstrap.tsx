import './ui-styles.css';
import { loadAppConfig } from '@phonehub/session';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
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
  const app = (
    <StrictMode>
      <App config={config} loadRemote={loadRemote} queryClient={queryClient} />
    </StrictMode>
  );
  // A page the server rendered is taken over in place; otherwise the app renders from scratch.
  if (root.firstElementChild && served?.hydrate !== false) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
