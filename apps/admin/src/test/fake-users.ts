import { fakeUser } from '@phonehub/api-client';
import type { AdminUserRow } from '@phonehub/contracts';

/** A row of GET /api/admin/users, for tests: fakeUser's Ada as a registered customer (address verified) with no trade-ins. */
export function fakeAdminUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  const { id, first_name, last_name, email, role, is_seller, is_suspended, created_at } = fakeUser({
    id: 'u1',
  });
  const account = { id, first_name, last_name, email, role, is_seller, is_suspended, created_at };
  return {
    ...account,
    phone: '5551234567',
    account_type: 'registered',
    email_verified: true,
    trade_count: 0,
    ...overrides,
  };
}
