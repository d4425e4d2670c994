import { apiErrorReply, pagedFixture, type MockHandler } from '@phonehub/api-client';
import type { AuditEntry } from '@phonehub/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, renderAdmin } from '../../../test/render-admin';
import { cellsOf, tableNamed } from '../../../test/table';
import { chooseFilters, queriesAfter, searchFor } from '../../../test/list-requests';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  actor_id: 'admin-1',
  actor_email: 'root@admin.phonehub.local',
  action: 'order.refund',
  entity_type: 'order',
  entity_id: '6650a1b2-c3d4-4e5f-a7b8-c9d0e1f2a3b4',
  before: { refunded_cents: 0, payment_status: 'paid' },
  after: { refunded_cents: 500, payment_status: 'partially_refunded', reason: 'Goodwill' },
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const REFUND = entry({});
const SUSPENSION = entry({
  id: 'a2',
  action: 'user.suspend',
  entity_type: 'user',
  entity_id: 'u-42',
  before: { is_suspended: false },
  after: { is_suspended: true },
});
const SYSTEM = entry({
  id: 'a3',
  actor_id: null,
  actor_email: null,
  action: 'order.status',
  before: { status: 'shipped' },
  after: { status: 'delivered' },
});

const asAdmin = (routes: Record<string, MockHandler> = {}) =>
  adminApi({ 'GET /api/admin/audit-log': { body: pagedFixture([REFUND, SUSPENSION, SYSTEM]) }, ...routes });
const table = () => tableNamed('Entries');

it('lists each admin write with who, what, the record id and what changed', async () => {
  renderAdmin(`${DASHBOARD}/activity`, asAdmin());
  expect(await screen.findByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  const rows = (await table()).getAllByRole('row').slice(1);
  const [refund, suspension, system] = rows.map(cellsOf);
  expect(refund.slice(1, 4)).toEqual([
    'root@admin.phonehub.local',
    'Order refund',
    'Order 6650a1b2-c3d4-4e5f-a7b8-c9d0e1f2a3b4',
  ]);
  expect(refund[4]).toBe('refunded$0.00 → $5.00payment statuspaid → partially_refundedreason— → Goodwill');
  expect(suspension.slice(2, 5)).toEqual(['User suspension', 'User u-42', 'is suspendedno → yes']);
  expect(system[1]).toBe('System');
  expect(screen.getByText('3 entries, newest first.')).toBeInTheDocument();
});

it('filters by action and record type, and searches by record id, on the server', async () => {
  const api = asAdmin();
  const user = userEvent.setup();
  const view = renderAdmin(`${DASHBOARD}/activity`, api);
  await table();
  await chooseFilters(user, { Action: 'User suspension', Record: 'User' });
  await searchFor(user, 'Search entries', 'u-42');
  expect(await queriesAfter(api, 'GET /api/admin/audit-log', 4)).toEqual([
    'page=1',
    'page=1&action=user.suspend',
    'page=1&action=user.suspend&entity_type=user',
    'page=1&search=u-42&action=user.suspend&entity_type=user',
  ]);
  expect(view.location()).toBe(`${DASHBOARD}/activity?action=user.suspend&entity_type=user&search=u-42`);
});

it('toasts when the log cannot be loaded', async () => {
  renderAdmin(
    `${DASHBOARD}/activity`,
    asAdmin({ 'GET /api/admin/audit-log': apiErrorReply(500, 'INTERNAL_ERROR', 'Boom') }),
  );
  expect(await screen.findByText('Failed to load the activity log')).toBeInTheDocument();
  expect(screen.getByText('Entries could not be loaded')).toBeInTheDocument();
});

it('says so when nothing has been logged yet', async () => {
  renderAdmin(`${DASHBOARD}/activity`, asAdmin({ 'GET /api/admin/audit-log': { body: pagedFixture([]) } }));
  expect(await screen.findByText('No entries yet')).toBeInTheDocument();
});
