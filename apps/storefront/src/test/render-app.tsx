import { createFetchMock, type FetchMock } from '@phonehub/api-client';
import type { AppConfig, RemoteName } from '@phonehub/session';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import type { RemoteLoader } from '../app/remotes/remote-loader';
import { AppRoutes } from '../app/routes';

export const TEST_CONFIG: AppConfig = {
  adminPathSuffix: 'c7e2a9',
  remotes: { seller: 'http://localhost:4201/mf-manifest.json', admin: 'http://localhost:4202/mf-manifest.json' },
};

let navigateInApp: NavigateFunction | null = null;

function LocationProbe() {
  const location = useLocation();
  navigateInApp = useNavigate();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderAppOptions {
  /** Stand-ins for the remotes' modules; a remote left out behaves as unreachable. */
  remotes?: Partial<Record<RemoteName, ComponentType>>;
  config?: AppConfig;
  /** Answers for the API; a fresh mock by default. */
  api?: FetchMock;
}

/** Renders the storefront's real routes and providers at `route`, with the network mocked at fetch. */
export function renderApp(route = '/', { remotes = {}, config = TEST_CONFIG, api = createFetchMock() }: RenderAppOptions = {}) {
  globalThis.fetch = api.fetch;
  const loadRemote = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async (name) => {
    const Module = remotes[name];
    if (!Module) throw new Error(`The ${name} remote is unreachable`);
    return { default: Module };
  });
  const view = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders config={config} loadRemote={loadRemote}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return {
    ...view,
    api,
    loadRemote,
    location: () => screen.getByTestId('location').textContent,
    /** The browser's back (-1) and forward (1) buttons, or a typed address. */
    go: (to: number | string) =>
      act(async () => {
        if (typeof to === 'number') await navigateInApp?.(to);
        else await navigateInApp?.(to);
      }),
  };
}

/** Lets pending mocked responses (e.g. the session's background check) land inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
