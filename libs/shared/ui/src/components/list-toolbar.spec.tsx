import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListToolbar, SEARCH_DELAY_MS } from './list-toolbar';

const STATUS = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open' },
];

/** The toolbar over a list whose search and filter live in the parent, like URL state. */
function Harness({
  onSearch = jest.fn(),
  onStatus = jest.fn(),
  onRefresh,
}: {
  onSearch?: jest.Mock;
  onStatus?: jest.Mock;
  onRefresh?: () => void;
}) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  return (
    <>
      <ListToolbar
        search={{
          label: 'Search phones',
          placeholder: 'Model',
          value: search,
          onSearch: (term) => {
            onSearch(term);
            setSearch(term);
          },
        }}
        filters={[
          {
            name: 'status',
            label: 'Status',
            options: STATUS,
            value: status,
            onChange: (value) => {
              onStatus(value);
              setStatus(value);
            },
          },
        ]}
        onRefresh={onRefresh}
        actions={<button>Export</button>}
      />
      <button onClick={() => setSearch('from elsewhere')}>Go elsewhere</button>
      <output data-testid="search">{search}</output>
    </>
  );
}

afterEach(() => jest.useRealTimers());

it('searches once typing has paused for 300 ms, with the trimmed text', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSearch = jest.fn();
  render(<Harness onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Search phones' });
  await user.type(box, ' pix');
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
  expect(onSearch).not.toHaveBeenCalled();
  await user.type(box, 'el ');
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSearch.mock.calls).toEqual([['pixel']]);
  expect(screen.getByTestId('search')).toHaveTextContent('pixel');
  // The same text again asks nothing new.
  await user.type(box, ' ');
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  expect(onSearch).toHaveBeenCalledTimes(1);
});

it('searches at once on Enter, and a filter change takes the typed search along', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSearch = jest.fn();
  const onStatus = jest.fn();
  render(<Harness onSearch={onSearch} onStatus={onStatus} />);
  const box = screen.getByRole('searchbox', { name: 'Search phones' });
  await user.type(box, 'iphone{Enter}');
  expect(onSearch.mock.calls).toEqual([['iphone']]);

  await user.clear(box);
  await user.type(box, 'pixel');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
  expect(onSearch.mock.calls).toEqual([['iphone'], ['pixel']]);
  expect(onStatus.mock.calls).toEqual([['open']]);
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  expect(onSearch).toHaveBeenCalledTimes(2);
});

it('searches the typed text on leaving the box before typing pauses', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSearch = jest.fn();
  const onStatus = jest.fn();
  render(<Harness onSearch={onSearch} onStatus={onStatus} />);
  await user.type(screen.getByRole('searchbox', { name: 'Search phones' }), 'pixel');
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  expect(onSearch.mock.calls).toEqual([['pixel']]);
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  expect(onSearch).toHaveBeenCalledTimes(1);
});

it('follows a search changed elsewhere (back, forward) and drops what was waiting', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSearch = jest.fn();
  render(<Harness onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Search phones' });
  await user.type(box, 'pix');
  act(() => screen.getByRole('button', { name: 'Go elsewhere' }).click());
  expect(box).toHaveValue('from elsewhere');
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  expect(onSearch).not.toHaveBeenCalled();
});

it('has a Refresh button when asked, and the actions', async () => {
  const onRefresh = jest.fn();
  const { rerender } = render(<Harness onRefresh={onRefresh} />);
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  rerender(<Harness />);
  expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  expect(screen.getByRole('search')).toContainElement(screen.getByRole('searchbox'));
});
