import { orderReference, RETURN_STATUSES, returnMachine } from '@phonehub/domain';
import { ACTIONS_COLUMN, formatDate, ReturnIcon, type TableColumn } from '@phonehub/ui';
import { useState } from 'react';
import { ListCard } from '../../../shared/list-section';
import { formatMoney } from '../../../shared/money';
import { CustomerCell } from '../../../shared/order-columns';
import { useAdminReturns, type AdminOrderReturn } from '../api/get-returns';
import { RETURN_STATUS_LABELS, ReturnStatusBadge } from './return-status';
import { UpdateReturnDialog } from './update-return-dialog';
import { RowButton } from '../../../shared/row-button';

const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  ...RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] })),
];

function columns(onUpdate: (request: AdminOrderReturn) => void): TableColumn<AdminOrderReturn>[] {
  return [
    {
      id: 'order',
      header: 'Order',
      cell: (r) => `#${orderReference(r.order_id)}`,
      className: 'admin-tab__strong',
    },
    { id: 'customer', header: 'Customer', cell: (r) => <CustomerCell name={r.user_name} email={r.email} /> },
    {
      id: 'items',
      header: 'Items',
      cell: (r) => r.items.map((item) => `${item.quantity} × ${item.product_name}`).join(', '),
    },
    { id: 'refund', header: 'Refund', cell: (r) => formatMoney(r.refund_amount), align: 'end' },
    { id: 'status', header: 'Status', cell: (r) => <ReturnStatusBadge status={r.status} /> },
    {
      id: 'requested',
      header: 'Requested',
      cell: (r) => formatDate(r.created_at, 'short'),
      sortKey: 'created_at',
      sortFirst: 'desc',
    },
    {
      ...ACTIONS_COLUMN,
      // A rejected or refunded return is done: nothing to offer.
      cell: (r) =>
        returnMachine.next(r.status).length > 0 && (
          <RowButton
            label={`Update the return for order #${orderReference(r.order_id)}`}
            onClick={() => onUpdate(r)}
          >
            Update
          </RowButton>
        ),
    },
  ];
}

export function ReturnsTab() {
  const returns = useAdminReturns();
  const [updating, setUpdating] = useState<AdminOrderReturn | null>(null);

  return (
    <>
      <ListCard
        list={returns}
        heading={['Returns', 'Return requests from customers.']}
        searchHint="Email or order number"
        statuses={STATUS_FILTER}
        columns={columns(setUpdating)}
        icon={<ReturnIcon size={26} />}
        emptyHint="Return requests appear here when customers send them."
      />
      {updating && (
        <UpdateReturnDialog key={updating.id} request={updating} onClose={() => setUpdating(null)} />
      )}
    </>
  );
}
