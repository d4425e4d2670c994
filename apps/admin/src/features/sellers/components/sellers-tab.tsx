import { formatCents } from '@phonehub/domain';
import { Badge, formatDate, StoreIcon, type TableColumn } from '@phonehub/ui';
import { useState } from 'react';
import { endActionsColumn, ListCard } from '../../../shared/list-section';
import { CustomerCell } from '../../../shared/order-columns';
import { useAdminSellers, type AdminSeller } from '../api/get-sellers';
import { MarketplaceFeeForm } from './marketplace-fee-form';
import { SuspendSellerDialog } from './seller-dialogs';
import { RowButton } from '../../../shared/row-button';

const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Suspended' },
];

type Action = { kind: 'suspend'; seller: AdminSeller };

function columns(act: (action: Action) => void): TableColumn<AdminSeller>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (s) => <CustomerCell name={`${s.first_name} ${s.last_name}`.trim()} email={s.email} />,
    },
    { id: 'company', header: 'Company', cell: (s) => s.company_name, className: 'admin-tab__strong' },
    { id: 'contact', header: 'Contact', cell: (s) => s.contact_name },
    { id: 'products', header: 'Products', cell: (s) => s.products, align: 'end' },
    {
      id: 'available',
      header: 'Available',
      cell: (s) => formatCents(s.available_balance_cents),
      align: 'end',
    },
    { id: 'pending', header: 'Pending', cell: (s) => formatCents(s.pending_balance_cents), align: 'end' },
    {
      id: 'status',
      header: 'Status',
      cell: (s) =>
        s.is_suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>,
    },
    { id: 'joined', header: 'Joined', cell: (s) => formatDate(s.created_at, 'short') },
    endActionsColumn((s) => (
      <span className="sellers-tab__actions">
        <RowButton
          variant={s.is_suspended ? 'outline' : 'ghost'}
          label={`${s.is_suspended ? 'Unsuspend' : 'Suspend'} ${s.company_name}`}
          onClick={() => act({ kind: 'suspend', seller: s })}
        >
          {s.is_suspended ? 'Unsuspend' : 'Suspend'}
        </RowButton>
      </span>
    )),
  ];
}

export function SellersTab() {
  const sellers = useAdminSellers();
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);

  return (
    <div className="admin-tab">
      <ListCard
        list={sellers}
        heading={['Sellers', 'Partners approved to sell on PhoneHub.']}
        searchHint="Name, email or company"
        statuses={STATUS_FILTER}
        statusFilter="suspended"
        columns={columns(setAction)}
        icon={<StoreIcon size={26} />}
        emptyHint="Approved partner applications make sellers."
      />
      <MarketplaceFeeForm />
      {action?.kind === 'suspend' && (
        <SuspendSellerDialog key={action.seller.id} seller={action.seller} onClose={close} />
      )}
    </div>
  );
}
