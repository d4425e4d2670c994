import { AppConfigProvider, notify, SessionProvider, type AppConfig } from '@phonehub/session';
import { Toaster } from '@phonehub/ui';
import { createQueryClient } from '@phonehub/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CartProvider } from '../stores/cart-store';
import { RemoteLoaderProvider, type RemoteLoader } from './remotes/remote-loader';

export interface AppProvidersProps {
  config: AppConfig;
  loadRemote: RemoteLoader;
  children: ReactNode;
}

/** Everything the pages need except the router, so tests can bring their own. */
export function AppProviders({ config, loadRemote, children }: AppProvidersProps) {
  const [queryClient] = useState(() => createQueryClient({ onQueryError: notify.error }));
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
      <Toaster subscribe={notify.subscribe} />
    </AppConfigProvider>
  );
}
