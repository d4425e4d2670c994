import { screen, within } from '@testing-library/react';

/** The table with this accessible name, once it is on screen. */
export const tableNamed = async (name: string | RegExp) => within(await screen.findByRole('table', { name }));

/** The text of each cell in a row, in order. */
export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The text of each cell of each body row (the header row left out) of a table on screen. */
export const bodyCellsOf = async (table: Promise<ReturnType<typeof within>>) =>
  (await table).getAllByRole('row').slice(1).map(cellsOf);

type Scope = Pick<typeof screen, 'getByText'>;

/** The value beside a stat's label (its `dt`), on screen or within `scope`. */
export const statValue = (label: string, scope: Scope = screen) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The values beside these stat labels, in the order asked. */
export const statValues = (labels: readonly string[], scope: Scope = screen) =>
  labels.map((label) => statValue(label, scope));
