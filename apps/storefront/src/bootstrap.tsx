import { loadAppConfig } from '@phonehub/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createFederationLoader } from './app/remotes/federation';
import './styles.css';

async function start() {
  const config = await loadAppConfig();
  const loadRemote = createFederationLoader(config);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App config={config} loadRemote={loadRemote} />
    </StrictMode>,
  );
}

void start();
