import { formatDate, ListToolbar, Table, UsersIcon, type TableColumn } from '@phonehub/ui';
import { ListCard } from '../../../shared/list-card';
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

export function UsersTab() {
  const users = useAdminUsers();
  const search = users.search;

  let description = 'Everyone with an account or a guest trade-in.';
  if (users.query.data) {
    const total = users.query.data.total;
    const noun = total === 1 ? 'user' : 'users';
    description = search ? `${total} ${noun} matching “${search}”.` : `${total} ${noun} registered or known from guest trade-ins.`;
  }

  return (
    <ListCard
      title="Users"
      description={description}
      toolbar={
        <ListToolbar
          search={{ label: 'Search users', placeholder: 'Name or email', value: search, onSearch: users.setSearch }}
          onRefresh={users.refresh}
          refreshing={users.refreshing}
        />
      }
    >
      <Table
        caption="Users"
        stacked
        columns={COLUMNS}
        rowKey={(user) => user.id}
        empty={{
          icon: <UsersIcon size={26} />,
          title: search ? 'No users match your search' : 'No users yet',
          description: search ? 'Try a different name or email address.' : 'People appear here once they register or send a guest trade-in.',
        }}
        {...users.table((data) => data)}
      />
    </ListCard>
  );
}
