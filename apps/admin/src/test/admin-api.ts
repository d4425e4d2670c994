import {
  apiErrorReply,
  createFetchMock,
  fakeUser,
  pagedFixture,
  storeSignedIn,
  type FetchMock,
  type MockHandler,
  type MockReply,
} from '@phonehub/api-client';
import type { User } from '@phonehub/contracts';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const admin = fakeUser({ id: 'admin-1', role: 'admin' });

/**
 * A fetch mock answering a signed-in admin. The dashboard's side requests (stat cards, the trades
 * list it opens on, the applications badge) answer quietly, so a test sets only the routes of the
 * tab it is about; `routes`, then `setup`, replace these.
 */
export function adminApi(
  routes: Record<string, MockHandler> = {},
  setup: (api: FetchMock) => void = () => undefined,
  user: User = admin,
): FetchMock {
  const api = createFetchMock();
  storeSignedIn(api, user, 'admin-jwt');
  api.on('GET /api/admin/trades/stats', apiErrorReply(403, 'FORBIDDEN', 'No'));
  api.on('GET /api/admin/orders/stats', apiErrorReply(403, 'FORBIDDEN', 'No'));
  api.on('GET /api/admin/trades', { body: pagedFixture([]) });
  api.on('GET /api/admin/partner-applications', { body: pagedFixture([], { total: 0 }) });
  for (const [route, handler] of Object.entries(routes)) api.on(route, handler);
  setup(api);
  return api;
}

/** A route answer that fails with `failure` until `retry` lets it through and clicks Try Again. */
export function failsUntilRetried(failure: MockReply, reply: MockReply) {
  let fail = true;
  return {
    handler: () => (fail ? failure : reply),
    retry: async (user: UserEvent) => {
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
    },
  };
}
