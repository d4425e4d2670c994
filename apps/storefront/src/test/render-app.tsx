import { createFetchMock, type FetchMock } from '@phonehub/api-client';
import type { AppConfig, RemoteName } from '@phonehub/session';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import type { RemoteLoader } from '../app/remotes/remote-loader';
import { appRoutes } from '../app/routes';

export const TEST_CONFIG: AppConfig = {
  adminPathSuffix: 'c7e2a9',
  remotes: {
    seller: 'http://localhost:4201/mf-manifest.json',
    admin: 'http://localhost:4202/mf-manifest.json',
  },
};

export interface RenderAppOptions {
  /** Stand-ins for the remotes' modules; a remote left out behaves as unreachable. */
  remotes?: Partial<Record<RemoteName, ComponentType>>;
  config?: AppConfig;
  /** Answers for the API; a fresh mock by default. */
  api?: FetchMock;
}

/** Renders the storefront's real routes and providers at `route`, with the network mocked at fetch. */
export function renderApp(
  route = '/',
  { remotes = {}, config = TEST_CONFIG, api = createFetchMock() }: RenderAppOptions = {},
) {
  globalThis.fetch = api.fetch;
  const loadRemote = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async (name) => {
    const Module = remotes[name];
    if (!Module) throw new Error(`The ${name} remote is unreachable`);
    return { default: Module };
  });
  const router = createMemoryRouter(appRoutes(config), { initialEntries: [route] });
  const view = render(
    <AppProviders config={config} loadRemote={loadRemote}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    api,
    loadRemote,
    router,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    /** The browser's back (-1) and forward (1) buttons, or a typed address. */
    go: (to: number | string) =>
      act(async () => {
        if (typeof to === 'number') await router.navigate(to);
        else await router.navigate(to);
      }),
  };
}

/** Lets pending mocked responses (e.g. the session's background check) land inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
