import type { FetchMock } from '@phonehub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The query string of each call to a list route, in order, once it has been called `count` times. */
export async function queriesAfter(api: FetchMock, route: string, count: number): Promise<string[]> {
  await waitFor(() => expect(api.callsTo(route)).toHaveLength(count));
  return queriesOf(api, route);
}

/** The query string of each call made so far to a route, in order. */
export const queriesOf = (api: FetchMock, route: string): string[] =>
  api.callsTo(route).map((c) => c.query.toString());

/** The request body of each call made so far to a route, in order. */
export const bodiesOf = (api: FetchMock, route: string): unknown[] => api.callsTo(route).map((c) => c.body);

/** The text of each option of a select, in order. */
export const optionTextsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Picks an option in each named filter select, in the order given, as an admin narrows a list. */
export async function chooseFilters(user: UserEvent, choices: Record<string, string>): Promise<void> {
  for (const [name, option] of Object.entries(choices)) {
    await user.selectOptions(screen.getByRole('combobox', { name }), option);
  }
}

/** Types `text` into the named search box and submits it with Enter. */
export const searchFor = (user: UserEvent, box: string, text: string) =>
  user.type(screen.getByRole('searchbox', { name: box }), `${text}{Enter}`);
