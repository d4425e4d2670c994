import { SUPPORT_CATEGORY_LABELS } from '@phonehub/contracts';
import { Badge, Button, formatDate, InfoIcon, type TableColumn } from '@phonehub/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { endActionsColumn, ListSection, ListTable } from '../../../shared/list-section';
import { CustomerCell } from '../../../shared/order-columns';
import { useAdminSupportTickets, type AdminSupportTicket } from '../api/get-support-tickets';
import {
  CATEGORY_FILTER,
  PriorityBadge,
  PRIORITY_FILTER,
  STATUS_FILTER,
  TicketStatusBadge,
} from './support-format';
import { TicketDialog } from './ticket-dialog';

const columns = (open: (id: string) => void): TableColumn<AdminSupportTicket>[] => [
  {
    id: 'subject',
    header: 'Subject',
    className: 'admin-tab__strong',
    cell: (t) => (
      <span className="support-admin__subject">
        {t.subject}
        {t.overdue && <Badge tone="danger">Overdue</Badge>}
      </span>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: (t) => (
      <CustomerCell name={`${t.user_first_name} ${t.user_last_name}`.trim()} email={t.user_email} />
    ),
  },
  { id: 'category', header: 'Category', cell: (t) => SUPPORT_CATEGORY_LABELS[t.category] },
  { id: 'priority', header: 'Priority', cell: (t) => <PriorityBadge priority={t.priority} /> },
  { id: 'status', header: 'Status', cell: (t) => <TicketStatusBadge status={t.status} /> },
  {
    id: 'assignee',
    header: 'Assignee',
    cell: (t) => t.assignee_name ?? <span className="text-muted">Unassigned</span>,
  },
  {
    id: 'waiting',
    header: 'Waiting on',
    cell: (t) =>
      t.waiting_on === 'support'
        ? `Support since ${formatDate(t.waiting_since, 'short')}`
        : t.waiting_on === 'customer'
          ? 'Customer'
          : '—',
  },
  { id: 'created', header: 'Opened', cell: (t) => formatDate(t.created_at, 'short') },
  endActionsColumn((t) => (
    <Button variant="outline" size="sm" aria-label={`Open ticket ${t.subject}`} onClick={() => open(t.id)}>
      Open
    </Button>
  )),
];

/** The support queue: overdue first, filters in the address; a ticket opens in a dialog (?ticket= from the notification mail). */
export function TicketQueue() {
  const tickets = useAdminSupportTickets();
  const [params, setParams] = useSearchParams();
  const [viewing, setViewing] = useState<string | null>(() => params.get('ticket'));
  const close = () => {
    setViewing(null);
    if (params.has('ticket')) {
      const next = new URLSearchParams(params);
      next.delete('ticket');
      setParams(next, { replace: true, preventScrollReset: true });
    }
  };
  return (
    <ListSection
      list={tickets}
      heading={[
        'Support Tickets',
        "Customers' questions; those waiting on support for more than a business day come first.",
      ]}
      searchHint="Subject, customer name or email"
      statuses={STATUS_FILTER}
      filters={[
        { name: 'priority', label: 'Priority', options: PRIORITY_FILTER },
        { name: 'category', label: 'Category', options: CATEGORY_FILTER },
      ]}
    >
      <ListTable
        list={tickets}
        columns={columns(setViewing)}
        icon={<InfoIcon size={26} />}
        emptyHint="Tickets customers open on the Support page appear here."
      />
      {viewing && <TicketDialog ticketId={viewing} onClose={close} />}
    </ListSection>
  );
}
