import type { AdminUserRow } from '@phonehub/contracts';
import { Badge, Button, Dialog, formatDate } from '@phonehub/ui';
import type { ReactNode } from 'react';
import { AccountTypeBadge } from './account-type-badge';

export function UserProfileDialog({ user }: { user: AdminUserRow }) {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const rows: [string, ReactNode][] = [
    ['Email', <a href={`mailto:${user.email}`}>{user.email}</a>],
    ['Phone', user.phone || '—'],
    ['Account', <AccountTypeBadge type={user.account_type} />],
    ['Role', user.role === 'admin' ? 'Administrator' : 'Customer'],
    ['Seller', user.is_seller ? 'Yes' : 'No'],
    ['Status', user.is_suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>],
    // A guest is known from their first trade-in, not a sign-up.
    [user.account_type === 'guest' ? 'First trade-in' : 'Member since', formatDate(user.created_at)],
    ['Trade-ins', user.trade_count],
  ];
  return (
    <Dialog
      title={name}
      description="User profile"
      trigger={
        <Button variant="outline" size="sm" aria-label={`View profile of ${name}`}>
          View Profile
        </Button>
      }
    >
      <dl className="profile-list">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
