import type { AppConfig } from '@phonehub/session';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { forgetPositionOnArrival } from './layout/scroll-keys';
import { AppProviders } from './providers';
import type { RemoteLoader } from './remotes/remote-loader';
import { appRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's data router, made once before the first render. `serverRendered`: the document
 * holds the server's markup, about to be hydrated.
 */
export function createAppRouter(
  config: AppConfig,
  { serverRendered }: { serverRendered: boolean },
): AppRouter {
  forgetPositionOnArrival(window.location);
  // Hydration data (there are no loaders, so it is empty) tells the router the page came from the
  // server: its first render leaves the scroll where the shopper may already have moved it.
  return createBrowserRouter(appRoutes(config), serverRendered ? { hydrationData: {} } : undefined);
}

export function App({
  config,
  loadRemote,
  queryClient,
  router,
}: {
  config: AppConfig;
  loadRemote: RemoteLoader;
  queryClient?: QueryClient;
  router: AppRouter;
}) {
  return (
    <AppProviders config={config} loadRemote={loadRemote} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
