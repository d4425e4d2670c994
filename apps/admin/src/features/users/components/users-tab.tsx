import { useSession } from '@phonehub/session';
import { Badge, Button, formatDate, StoreIcon, UsersIcon, type TableColumn } from '@phonehub/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { endActionsColumn, filterChoice, ListCard, optionsOf } from '../../../shared/list-section';
import { useAdminUsers, useSellingUsers, type AdminUserRow } from '../api/get-users';
import { AccountTypeBadge } from './account-type-badge';
import { SuspendUserDialog } from './suspend-user-dialog';
import { UserProfileDialog } from './user-profile-dialog';
import { RowButton } from '../../../shared/row-button';

const ROLE = filterChoice('role', 'Role', [
  ['', 'Customers'],
  ['admin', 'Administrators'],
]);
const SELLER = filterChoice('seller', 'Seller', [
  ['', 'Sellers and buyers'],
  ['true', 'Sellers'],
  ['false', 'Not sellers'],
]);
const STATUS = optionsOf([
  ['', 'All Status'],
  ['false', 'Active'],
  ['true', 'Suspended'],
]);
const ACCOUNT = filterChoice('guest', 'Account', [
  ['', 'All accounts'],
  ['false', 'Registered'],
  ['true', 'Guests'],
]);

const fullName = (user: AdminUserRow) => `${user.first_name} ${user.last_name}`.trim();

function columns(
  suspend: (user: AdminUserRow) => void,
  selfId: string | undefined,
): TableColumn<AdminUserRow>[] {
  return [
    { id: 'name', header: 'Name', cell: (user) => fullName(user) || '—', className: 'users-tab__name' },
    { id: 'email', header: 'Email', cell: (user) => user.email },
    { id: 'account', header: 'Account', cell: (user) => <AccountTypeBadge user={user} /> },
    { id: 'since', header: 'Member since', cell: (user) => formatDate(user.created_at, 'short') },
    { id: 'trades', header: 'Trades', cell: (user) => user.trade_count },
    {
      id: 'status',
      header: 'Status',
      cell: (user) =>
        user.is_suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>,
    },
    endActionsColumn((user) => (
      <span className="users-tab__actions">
        <UserProfileDialog user={user} />
        {/* A guest has no account to suspend, and an admin cannot suspend themselves. */}
        {user.account_type === 'registered' && user.id !== selfId && (
          <RowButton
            variant={user.is_suspended ? 'outline' : 'ghost'}
            label={`${user.is_suspended ? 'Unsuspend' : 'Suspend'} ${fullName(user) || user.email}`}
            onClick={() => suspend(user)}
          >
            {user.is_suspended ? 'Unsuspend' : 'Suspend'}
          </RowButton>
        )}
      </span>
    )),
  ];
}

/** Users and guest traders; the count says what the search found. */
function describe(total: number, search: string, filtered: boolean): string | undefined {
  const noun = total === 1 ? 'user' : 'users';
  if (search) return `${total} ${noun} matching “${search}”.`;
  return filtered ? undefined : `${total} ${noun} registered or known from guest trade-ins.`;
}

function AllUsersPanel({ onSuspend }: { onSuspend: (user: AdminUserRow) => void }) {
  const users = useAdminUsers();
  const selfId = useSession().user?.id;
  const loaded = users.query.data;
  return (
    <ListCard
      list={users}
      heading={['All Users', 'Everyone with an account or a guest trade-in.']}
      description={loaded && describe(loaded.total, users.search, users.filtered)}
      searchHint="Name or email"
      statuses={STATUS}
      statusFilter="suspended"
      filters={[ROLE, SELLER, ACCOUNT]}
      columns={columns(onSuspend, selfId)}
      icon={<UsersIcon size={26} />}
      emptyHint="People appear here once they register or send a guest trade-in."
    />
  );
}

function SellersOnlyPanel({ onSuspend }: { onSuspend: (user: AdminUserRow) => void }) {
  const sellers = useSellingUsers();
  const selfId = useSession().user?.id;
  return (
    <ListCard
      list={sellers}
      heading={['Sellers Only', 'Accounts approved to sell.']}
      searchHint="Name or email"
      statuses={STATUS}
      statusFilter="suspended"
      columns={columns(onSuspend, selfId)}
      icon={<StoreIcon size={26} />}
      emptyHint="Approved partner applications make sellers."
    />
  );
}

const PANELS = [
  { value: 'all', label: 'All Users' },
  { value: 'sellers', label: 'Sellers Only' },
] as const;

/**
 * Two panels over the users list: everyone, and the accounts that sell. The panel is in the
 * address like the list's page and filters; switching panels starts the list afresh.
 */
export function UsersTab() {
  const [params, setParams] = useSearchParams();
  const panel = params.get('panel') === 'sellers' ? 'sellers' : 'all';
  const [suspending, setSuspending] = useState<AdminUserRow | null>(null);
  return (
    <div className="admin-tab">
      <div className="users-tab__panels" role="group" aria-label="Users panels">
        {PANELS.map((choice) => (
          <Button
            key={choice.value}
            variant={panel === choice.value ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={panel === choice.value}
            onClick={() =>
              setParams(choice.value === 'all' ? {} : { panel: choice.value }, { preventScrollReset: true })
            }
          >
            {choice.label}
          </Button>
        ))}
      </div>
      {panel === 'all' ? (
        <AllUsersPanel onSuspend={setSuspending} />
      ) : (
        <SellersOnlyPanel onSuspend={setSuspending} />
      )}
      {suspending && (
        <SuspendUserDialog key={suspending.id} user={suspending} onClose={() => setSuspending(null)} />
      )}
    </div>
  );
}
