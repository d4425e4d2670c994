import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryView } from './query-view';

function Phones({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['phones'], queryFn: load, retry: false });
  return (
    <QueryView query={query} errorTitle="Phones could not be loaded" isEmpty={(phones) => phones.length === 0} empty={{ title: 'No phones yet' }}>
      {(phones) => <ul>{phones.map((p) => <li key={p}>{p}</li>)}</ul>}
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
