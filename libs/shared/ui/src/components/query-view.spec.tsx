import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './load-error';
import { QueryFallback, QueryView } from './query-view';

function Phones({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['phones'], queryFn: load, retry: false });
  return (
    <QueryView
      query={query}
      errorTitle="Phones could not be loaded"
      isEmpty={(phones) => phones.length === 0}
      empty={{ title: 'No phones yet' }}
    >
      {(phones) => (
        <ul>
          {phones.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

const renderPhones = (load: () => Promise<string[]>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Phones load={load} />
    </QueryClientProvider>,
  );

it('announces the first load, then shows the data', async () => {
  renderPhones(async () => ['Pixel 8']);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('listitem')).toHaveTextContent('Pixel 8');
});

it('shows the empty state for nothing to show', async () => {
  renderPhones(async () => []);
  expect(await screen.findByText('No phones yet')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('says what failed and tries again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(['iPhone 14']);
  renderPhones(load);
  expect(await screen.findByText('Phones could not be loaded')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('listitem')).toHaveTextContent('iPhone 14');
});

function Ticket({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['ticket'], queryFn: load, retry: false });
  if (!query.data) {
    return (
      <QueryFallback
        query={query}
        spinner={{ label: 'Loading the ticket...' }}
        error={(error) => ({
          look: 'state',
          title: 'Ticket not found',
          description: (error as Error).message,
        })}
      />
    );
  }
  return <p>{query.data}</p>;
}

it('can show a spinner, then a failure view chosen by the error', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Ticket load={() => Promise.reject(new Error('It was deleted.'))} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading the ticket...');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ticket not found');
  expect(screen.getByText('It was deleted.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

it('says a part of the page failed in a quiet line, or offers another way instead of Try Again', () => {
  const { rerender } = render(
    <LoadError look="inline" title="Failed to load reviews" onRetry={() => undefined} />,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  rerender(
    <LoadError look="state" title="Order not found" action={<a href="/orders">Back to My orders</a>} />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Order not found');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My orders' })).toBeInTheDocument();
});
