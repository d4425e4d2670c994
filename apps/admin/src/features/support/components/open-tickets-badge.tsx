import { Badge, MailIcon } from '@phonehub/ui';
import { useAdminSupportSummary } from '../api/get-support-summary';

/** The Support tab's count of open tickets (none shown at 0). */
export function OpenTicketsBadge() {
  const open = useAdminSupportSummary().data?.open_tickets;
  if (!open) return null;
  return (
    <Badge tone="warning" className="admin-sections__count">
      {open}
      <span className="ph-visually-hidden"> open</span>
    </Badge>
  );
}

/** The Support tab's icon. */
export const SupportSectionIcon = () => <MailIcon size={18} />;
