import { MailIcon } from '@phonehub/ui';
import { SectionCount } from '../../../shared/section-count';
import { useAdminSupportSummary } from '../api/get-support-summary';

/** The Support tab's count of open tickets (none shown at 0). */
export function OpenTicketsBadge() {
  return <SectionCount count={useAdminSupportSummary().data?.open_tickets} what="open" />;
}

/** The Support tab's icon. */
export const SupportSectionIcon = () => <MailIcon size={18} />;
