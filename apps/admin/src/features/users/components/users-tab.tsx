import { Button, Card, CardBody, CardHeader, formatDate, RefreshIcon, SearchIcon, TextField, UsersIcon } from '@phonehub/ui';
import { useState } from 'react';
import { QueryView } from '../../../shared/query-view';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { USERS_PAGE_SIZE, useAdminUsers } from '../api/get-users';
import { AccountTypeBadge } from './account-type-badge';
import { UserProfileDialog } from './user-profile-dialog';

const SEARCH_DELAY_MS = 300;

export function UsersTab() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const [pageState, setPageState] = useState({ page: 1, search });
  // A new search starts again on its first page.
  const page = pageState.search === search ? pageState.page : 1;
  const goTo = (next: number) => setPageState({ page: next, search });

  const users = useAdminUsers({ page, search });
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  let description = 'Everyone with an account or a guest trade-in.';
  if (users.data) {
    const noun = total === 1 ? 'user' : 'users';
    description = search ? `${total} ${noun} matching “${search}”.` : `${total} ${noun} registered or known from guest trade-ins.`;
  }

  return (
    <Card>
      <CardHeader
        title="Users"
        description={description}
        actions={
          <Button variant="outline" size="sm" onClick={() => users.refetch()} loading={users.isFetching} loadingText="Refreshing...">
            <RefreshIcon size={16} /> Refresh
          </Button>
        }
      />
      <CardBody className="users-tab">
        <div className="search-field">
          <SearchIcon size={18} className="search-field__icon" />
          <TextField
            label="Search users"
            type="search"
            placeholder="Name or email"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
        </div>

        <QueryView
          query={users}
          errorTitle="Users could not be loaded"
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: <UsersIcon size={26} />,
            title: search ? 'No users match your search' : 'No users yet',
            description: search ? 'Try a different name or email address.' : 'People appear here once they register or send a guest trade-in.',
          }}
        >
          {({ items: rows }) => (
            <>
              <div className="ph-table-wrap">
                <table className="ph-table ph-table--stack" aria-busy={users.isPlaceholderData || undefined}>
                  <caption className="ph-visually-hidden">Users</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Email</th>
                      <th scope="col">Account</th>
                      <th scope="col">Member since</th>
                      <th scope="col">Trades</th>
                      <th scope="col">
                        <span className="ph-visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((user) => (
                      <tr key={user.id}>
                        <td data-label="Name" className="users-tab__name">
                          {`${user.first_name} ${user.last_name}`.trim() || '—'}
                        </td>
                        <td data-label="Email">{user.email}</td>
                        <td data-label="Account">
                          <AccountTypeBadge type={user.account_type} />
                        </td>
                        <td data-label="Member since">{formatDate(user.created_at, 'short')}</td>
                        <td data-label="Trades">{user.trade_count}</td>
                        <td data-label="" className="users-tab__actions">
                          <UserProfileDialog user={user} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pages > 1 && (
                <nav className="pager" aria-label="Users pages">
                  <Button variant="outline" size="sm" onClick={() => goTo(page - 1)} disabled={page <= 1}>
                    Previous
                  </Button>
                  <span className="pager__status">
                    Page {page} of {pages}
                  </span>
                  <Button variant="outline" size="sm" onClick={() => goTo(page + 1)} disabled={page >= pages}>
                    Next
                  </Button>
                </nav>
              )}
            </>
          )}
        </QueryView>
      </CardBody>
    </Card>
  );
}
