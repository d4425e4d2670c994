import type { AuthSession } from '@phonehub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionsCard } from './sessions-card';

const session = (overrides: Partial<AuthSession>): AuthSession => ({
  id: 's1',
  device: 'Chrome on Windows',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0)',
  ip_area: '203.0.113.0/24',
  created_at: '2026-03-01T09:30:00.000Z',
  last_seen_at: '2026-03-02T10:00:00.000Z',
  current: false,
  ...overrides,
});

const SESSIONS = [
  session({ id: 'here', current: true }),
  session({ id: 'phone', device: 'Safari on iPhone', ip_area: '' }),
];

const notify = { success: jest.fn(), error: jest.fn() };

function renderCard(props: { end?: jest.Mock; endAll?: jest.Mock; load?: jest.Mock } = {}) {
  const load = props.load ?? jest.fn().mockResolvedValue(SESSIONS);
  const end = props.end ?? jest.fn().mockResolvedValue(undefined);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionsCard accountId="u1" load={load} end={end} endAll={props.endAll} notify={notify} />
    </QueryClientProvider>,
  );
  return { load, end };
}

beforeEach(() => jest.clearAllMocks());

it('lists each session, marks this device and offers End session on the others only', async () => {
  renderCard();
  const rows = await screen.findAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('Chrome on WindowsThis device');
  expect(rows[0]).toHaveTextContent('Network 203.0.113.0/24');
  expect(within(rows[0]).queryByRole('button', { name: 'End session' })).not.toBeInTheDocument();
  expect(rows[1]).toHaveTextContent('Safari on iPhone');
  expect(rows[1]).not.toHaveTextContent('This device');
  expect(rows[1]).not.toHaveTextContent('Network');
  expect(within(rows[1]).getByRole('button', { name: 'End session' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
});

it('ends the chosen session, says so and reloads the list', async () => {
  const { load, end } = renderCard();
  await userEvent.click(await screen.findByRole('button', { name: 'End session' }));
  expect(end).toHaveBeenCalledWith('phone');
  expect(notify.success).toHaveBeenCalledWith('Session ended: Safari on iPhone is signed out.');
  expect(load).toHaveBeenCalledTimes(2);
});

it("tells the API's reason when a session could not be ended", async () => {
  const end = jest.fn().mockRejectedValue({ detail: 'Session not found. It may have ended already.' });
  renderCard({ end });
  await userEvent.click(await screen.findByRole('button', { name: 'End session' }));
  expect(notify.error).toHaveBeenCalledWith('Session not found. It may have ended already.');
});

it('asks before signing out everywhere', async () => {
  const onEndAll = jest.fn().mockResolvedValue(undefined);
  renderCard({ endAll: onEndAll });
  await screen.findAllByRole('listitem');
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
  expect(onEndAll).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
  expect(onEndAll).toHaveBeenCalledTimes(1);
});
