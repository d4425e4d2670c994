import type { AppConfig } from '@phonehub/session';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import type { RemoteLoader } from './remotes/remote-loader';
import { AppRoutes } from './routes';

export function App({ config, loadRemote }: { config: AppConfig; loadRemote: RemoteLoader }) {
  return (
    <BrowserRouter>
      <AppProviders config={config} loadRemote={loadRemote}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
