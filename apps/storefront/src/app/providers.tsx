import { AppConfigProvider, notify, SessionProvider, type AppConfig } from '@phonehub/session';
import { createQueryClient } from '@phonehub/api-client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CartProvider } from '../stores/cart-store';
import { DeferredToaster } from './deferred-toaster';
import { RemoteLoaderProvider, type RemoteLoader } from './remotes/remote-loader';

export interface AppProvidersProps {
  config: AppConfig;
  loadRemote: RemoteLoader;
  /** One made beforehand, e.g. holding the data the server rendered the page with. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export const createAppQueryClient = () => createQueryClient({ onQueryError: notify.error });

/** Everything the pages need except the router, so tests can bring their own. */
export function AppProviders({ config, loadRemote, queryClient: given, children }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
  return (
    <AppConfigProvider config={config}>
      <SessionProvider>
        <QueryClientProvider client={queryClient}>
          <CartProvider>
            <RemoteLoaderProvider loader={loadRemote}>{children}</RemoteLoaderProvider>
          </CartProvider>
        </QueryClientProvider>
      </SessionProvider>
      {/* Toasts from this app and from the remotes, which share the session lib's channel. */}
      <DeferredToaster subscribe={notify.subscribe} />
    </AppConfigProvider>
  );
}
