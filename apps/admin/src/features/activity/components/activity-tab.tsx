import type { AuditEntry } from '@phonehub/contracts';
import { ClipboardCheckIcon, type TableColumn } from '@phonehub/ui';
import { type ListFilterChoice, ListCard } from '../../../shared/list-section';
import { AUDIT_ENTITY_TYPES, useAuditLog } from '../api/get-audit-log';
import { AuditChanges } from './audit-changes';

/** 'partner_application.review' → 'Partner application review'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const recordLabel = (type: string) => actionLabel(type);

const ACTION_LABELS: Record<string, string> = {
  'order.status': 'Order status',
  'order.refund': 'Order refund',
  'order.return': 'Return decision',
  'trade.review': 'Trade review',
  'device_pricing.create': 'Device price added',
  'device_pricing.update': 'Device price changed',
  'device_pricing.delete': 'Device price removed',
  'seller.payout': 'Seller payout',
  'seller.suspend': 'Seller suspension',
  'partner_application.review': 'Application decision',
  'user.suspend': 'User suspension',
  'product.create': 'Product created',
  'product.update': 'Product edited',
  'product.delete': 'Product deleted',
  'review.create': 'Staff review added',
  'review.delete': 'Review deleted',
  'review.hide': 'Review hidden',
  'support_ticket.update': 'Ticket updated',
  'support_ticket.reply': 'Ticket answered',
  'contact_message.reply': 'Contact message answered',
  'contact_message.convert': 'Contact message made a ticket',
  'site_settings.update': 'Site settings changed',
};

const ACTION: ListFilterChoice = {
  name: 'action',
  label: 'Action',
  options: [
    { value: '', label: 'All actions' },
    ...Object.entries(ACTION_LABELS).map(([value, text]) => ({ value, label: text })),
  ],
};
const RECORD: ListFilterChoice = {
  name: 'entity_type',
  label: 'Record',
  options: [
    { value: '', label: 'All records' },
    ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: recordLabel(type) })),
  ],
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: TableColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (e) => <time dateTime={e.created_at}>{when.format(new Date(e.created_at))}</time>,
  },
  { id: 'admin', header: 'Admin', cell: (e) => e.actor_email ?? 'System' },
  {
    id: 'action',
    header: 'Action',
    cell: (e) => ACTION_LABELS[e.action] ?? actionLabel(e.action),
    className: 'admin-tab__strong',
  },
  {
    id: 'record',
    header: 'Record',
    cell: (e) => (
      <span className="audit-record">
        {recordLabel(e.entity_type)} <code className="audit-record__id">{e.entity_id}</code>
      </span>
    ),
  },
  { id: 'changes', header: 'Before → after', cell: (e) => <AuditChanges entry={e} /> },
];

/** Every admin write: who, what, when, to which record, and what changed. */
export function ActivityTab() {
  const log = useAuditLog();
  return (
    <div className="admin-tab">
      <ListCard
        list={log}
        heading={['Activity', 'Every change an administrator made, newest first.']}
        searchHint="Record id or admin email"
        filters={[ACTION, RECORD]}
        columns={COLUMNS}
        icon={<ClipboardCheckIcon size={26} />}
        emptyHint="Changes made in the portal appear here."
      />
    </div>
  );
}
