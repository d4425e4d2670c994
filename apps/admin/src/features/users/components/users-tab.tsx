import { formatDate, UsersIcon, type TableColumn } from '@phonehub/ui';
import { ListSection, ListTable } from '../../../shared/list-section';
import { useAdminUsers, type AdminUserRow } from '../api/get-users';
import { AccountTypeBadge } from './account-type-badge';
import { UserProfileDialog } from './user-profile-dialog';

const COLUMNS: TableColumn<AdminUserRow>[] = [
  { id: 'name', header: 'Name', cell: (user) => `${user.first_name} ${user.last_name}`.trim() || '—', className: 'users-tab__name' },
  { id: 'email', header: 'Email', cell: (user) => user.email },
  { id: 'account', header: 'Account', cell: (user) => <AccountTypeBadge type={user.account_type} /> },
  { id: 'since', header: 'Member since', cell: (user) => formatDate(user.created_at, 'short') },
  { id: 'trades', header: 'Trades', cell: (user) => user.trade_count },
  { id: 'actions', header: <span className="ph-visually-hidden">Actions</span>, label: '', align: 'end', cell: (user) => <UserProfileDialog user={user} /> },
];

/** Users and guest traders; the count says what the search found. */
function describe(total: number, search: string): string {
  const noun = total === 1 ? 'user' : 'users';
  return search ? `${total} ${noun} matching “${search}”.` : `${total} ${noun} registered or known from guest trade-ins.`;
}

export function UsersTab() {
  const users = useAdminUsers();
  const loaded = users.query.data;
  return (
    <ListSection
      list={users}
      heading={['Users', 'Everyone with an account or a guest trade-in.']}
      description={loaded && describe(loaded.total, users.search)}
      searchHint="Name or email"
    >
      <ListTable list={users} columns={COLUMNS} icon={<UsersIcon size={26} />} emptyHint="People appear here once they register or send a guest trade-in." />
    </ListSection>
  );
}
