import type { PageQuery, Paged } from '@phonehub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { usePagedList } from './use-paged-list';

type Query = PageQuery & { status?: string };
const page = (n: number): Paged<{ id: string }> => ({
  items: [{ id: `row-${n}` }],
  total: 45,
  page: n,
  page_size: 20,
  total_pages: 3,
});

function setup(route: string) {
  const fetcher = jest.fn(async (query: Query) => page(query.page ?? 1));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let location = '';
  function Probe() {
    const here = useLocation();
    location = `${here.pathname}${here.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      usePagedList<Query, Paged<{ id: string }>>({
        queryKey: ['rows'],
        fetcher,
        filters: { status: ['open', 'closed'] },
        noun: ['row', 'rows'],
        defaultSort: '-created_at',
      }),
    { wrapper },
  );
  return { ...hook, fetcher, location: () => location };
}

it('reads page, search, sort and known filter values from the address, and sends only those in use', async () => {
  const { result, fetcher } = setup('/list?page=2&search=%20ada%20&sort=name&status=open&other=x');
  await waitFor(() => expect(result.current.query.data).toBeDefined());
  expect(fetcher.mock.calls[0]![0]).toEqual({ page: 2, search: 'ada', sort: 'name', status: 'open' });
  expect(result.current.filtered).toBe(true);

  const ignored = setup('/list?status=bogus&page=-3');
  await waitFor(() => expect(ignored.result.current.query.data).toBeDefined());
  expect(ignored.fetcher.mock.calls[0]![0]).toEqual({ page: 1 });
  expect(ignored.result.current.table((d) => d).sort).toBe('-created_at');
});

it('starts again on page 1 on a new search, sort or filter, and keeps the page for a page change', async () => {
  const { result, location } = setup('/list?page=3');
  await waitFor(() => expect(result.current.query.data).toBeDefined());
  act(() => result.current.setSearch('grace'));
  expect(location()).toBe('/list?search=grace');
  act(() => result.current.setPage(2));
  expect(location()).toBe('/list?search=grace&page=2');
  act(() => result.current.setFilter('status', 'closed'));
  expect(location()).toBe('/list?search=grace&status=closed');
  act(() => result.current.setSort('-name'));
  expect(location()).toBe('/list?search=grace&status=closed&sort=-name');
  act(() => result.current.setFilter('status', ''));
  expect(location()).toBe('/list?search=grace&sort=-name');
});
