import type { AppConfig } from '@phonehub/session';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import type { RemoteLoader } from './remotes/remote-loader';
import { AppRoutes } from './routes';

export function App({
  config,
  loadRemote,
  queryClient,
}: {
  config: AppConfig;
  loadRemote: RemoteLoader;
  queryClient?: QueryClient;
}) {
  return (
    <BrowserRouter>
      <AppProviders config={config} loadRemote={loadRemote} queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
