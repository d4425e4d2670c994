import type { AdminUserRow } from '@phonehub/contracts';
import { Badge } from '@phonehub/ui';

/**
 * What the person is: a registered account or a guest known from a trade-in; an account's
 * address shows "Verified" only once its owner followed a link mailed to it.
 */
export function AccountTypeBadge({ user }: { user: Pick<AdminUserRow, 'account_type' | 'email_verified'> }) {
  if (user.account_type === 'guest') return <Badge tone="neutral">Guest</Badge>;
  return (
    <span className="account-badges">
      <Badge tone="brand">Registered</Badge>
      {user.email_verified ? (
        <Badge tone="success">Verified</Badge>
      ) : (
        <Badge tone="warning">Email not verified</Badge>
      )}
    </span>
  );
}
