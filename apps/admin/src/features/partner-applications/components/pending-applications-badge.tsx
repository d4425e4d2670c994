import { Badge } from '@phonehub/ui';
import { usePendingApplicationsCount } from '../api/get-partner-applications';

/** The Partner Applications tab's count of applications waiting for a decision (none shown at 0). */
export function PendingApplicationsBadge() {
  const pending = usePendingApplicationsCount();
  if (!pending) return null;
  return (
    <Badge tone="warning" className="admin-sections__count">
      {pending}
      <span className="ph-visually-hidden"> pending</span>
    </Badge>
  );
}
