import { formatCents } from '@phonehub/domain';
import { AlertIcon, formatDate, type TableColumn } from '@phonehub/ui';
import { useSearchParams } from 'react-router-dom';
import { endActionsColumn, ListCard } from '../../../shared/list-section';
import { RowButton } from '../../../shared/row-button';
import { DISPUTE_STATUSES, useAdminDisputes, type AdminDispute } from '../api/get-disputes';
import { DisputeDialog } from './dispute-dialog';
import { DISPUTE_STATUS_LABELS, DisputeStatusBadge, disputeReason } from './dispute-format';

const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  ...DISPUTE_STATUSES.map((value) => ({ value, label: DISPUTE_STATUS_LABELS[value] })),
];

function columns(open: (dispute: AdminDispute) => void): TableColumn<AdminDispute>[] {
  return [
    { id: 'order', header: 'Order', cell: (d) => d.order_number, className: 'admin-tab__strong' },
    { id: 'customer', header: 'Customer', cell: (d) => d.customer_email },
    { id: 'amount', header: 'Amount', cell: (d) => formatCents(d.amount_cents), align: 'end' },
    { id: 'reason', header: 'Reason', cell: (d) => disputeReason(d.reason) },
    { id: 'status', header: 'Status', cell: (d) => <DisputeStatusBadge status={d.status} /> },
    { id: 'due', header: 'Evidence due', cell: (d) => formatDate(d.evidence_due_by, 'short') },
    { id: 'opened', header: 'Opened', cell: (d) => formatDate(d.created_at, 'short') },
    endActionsColumn((d) => (
      <RowButton label={`Open the dispute on order ${d.order_number}`} onClick={() => open(d)}>
        Open
      </RowButton>
    )),
  ];
}

/**
 * Chargebacks: each opened by the card holder's bank, answered here with the shop's evidence. The
 * open dispute is kept in the address (?dispute=), so the admin's mail links straight to it.
 */
export function DisputesTab() {
  const disputes = useAdminDisputes();
  const [params, setParams] = useSearchParams();
  const open = params.get('dispute');
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('dispute', id);
        else next.delete('dispute');
        return next;
      },
      { preventScrollReset: true },
    );
  return (
    <div className="admin-tab">
      <ListCard
        list={disputes}
        heading={['Disputes', "Chargebacks opened by card holders' banks, newest first."]}
        statuses={STATUS_FILTER}
        columns={columns((d) => setOpen(d.id))}
        icon={<AlertIcon size={26} />}
        emptyHint="Disputes appear here when a card holder's bank opens one with the payment provider."
      />
      {open && <DisputeDialog key={open} disputeId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
