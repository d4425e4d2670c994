import { createFetchMock, type FetchMock } from '@phonehub/api-client';
import { AppConfigProvider, notify, SessionProvider } from '@phonehub/session';
import { Toaster } from '@phonehub/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
import { AdminModule } from '../app/admin-module';

export const LOGIN = '/admin-c7e2a9';
export const DASHBOARD = '/dashboard-c7e2a9';

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

/** The admin module as the host mounts it: on both hidden paths, under the shared session. */
export function renderAdmin(route: string, api: FetchMock = createFetchMock()) {
  globalThis.fetch = api.fetch;
  render(
    <AppConfigProvider config={{ adminPathSuffix: 'c7e2a9', remotes: {} }}>
      <SessionProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={LOGIN} element={<AdminModule />} />
            <Route path={DASHBOARD} element={<AdminModule />} />
            <Route path={`${DASHBOARD}/*`} element={<AdminModule />} />
            <Route path="/" element={<p>Storefront home</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SessionProvider>
      <Toaster subscribe={notify.subscribe} />
    </AppConfigProvider>,
  );
  return {
    api,
    /** The path and query the portal is at. */
    location: () => screen.getByTestId('location').textContent,
    /** The browser's back (-1) and forward (1) buttons. */
    go: (delta: number) =>
      act(async () => {
        await navigateInApp?.(delta);
      }),
  };
}

/** The portal at a route, with a user to drive it. */
export function openAdmin(route: string, api: FetchMock) {
  return { ...renderAdmin(route, api), user: userEvent.setup() };
}

/** The portal on its dashboard, switched to a tab the way an admin clicks it. */
export async function openAdminTab(api: FetchMock, tab: string) {
  const view = openAdmin(DASHBOARD, api);
  await view.user.click(await screen.findByRole('tab', { name: tab }));
  return view;
}
