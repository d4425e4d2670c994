import type { AccountType } from '@phonehub/contracts';
import { Badge } from '@phonehub/ui';

export function AccountTypeBadge({ type }: { type: AccountType }) {
  return type === 'verified' ? <Badge tone="success">Verified</Badge> : <Badge tone="neutral">Guest</Badge>;
}
