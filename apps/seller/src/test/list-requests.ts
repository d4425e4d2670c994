import type { FetchMock } from '@phonehub/api-client';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Waits until the last call to a list route carries `value` in its query parameter `name`. */
export const untilLastQuery = (api: FetchMock, route: string, name: string, value: string) =>
  waitFor(() => expect(api.callsTo(route).at(-1)!.query.get(name)).toBe(value));

/** Searches a list as the seller does (the search box, then Enter) and waits for the request that carries it. */
export async function searchList(user: UserEvent, api: FetchMock, route: string, box: string, text: string) {
  await user.type(screen.getByRole('searchbox', { name: box }), `${text}{Enter}`);
  await untilLastQuery(api, route, 'search', text);
}
