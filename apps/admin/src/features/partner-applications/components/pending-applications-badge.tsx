import { SectionCount } from '../../../shared/section-count';
import { usePendingApplicationsCount } from '../api/get-partner-applications';

/** The Partner Applications tab's count of applications waiting for a decision (none shown at 0). */
export function PendingApplicationsBadge() {
  return <SectionCount count={usePendingApplicationsCount()} what="pending" />;
}
