import { formatCents, formatDollars, orderReference } from '@phonehub/domain';
import {
  ACTIONS_COLUMN,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  formatDate,
  ListToolbar,
  PARCEL_STATUS,
  TagIcon,
  TruckIcon,
  type BadgeTone,
  type TableColumn,
} from '@phonehub/ui';
import { useState } from 'react';
import { orderStatusLabel } from '../../../shared/format';
import { useSellerOrders, type SellerOrder } from '../api/get-seller-orders';
import { BuyLabelDialog } from './buy-label-dialog';
import { ParcelDialog } from './parcel-dialog';
import { ShipOrderDialog } from './ship-order-dialog';
import { PagedTable } from '../../../shared/paged-table';

/** What the seller does with an order's parcel: buy its label, ship it by hand, or follow it. */
type Open = { kind: 'label' | 'ship' | 'track'; order: SellerOrder };

const SHIPPABLE = new Set(['confirmed', 'processing']);
const STATUS_TONE: Partial<Record<SellerOrder['status'], BadgeTone>> = {
  shipped: 'brand',
  delivered: 'success',
  cancelled: 'danger',
};

/** The seller still has to ship lines of a paid order. */
export const needsShipping = (order: SellerOrder) =>
  SHIPPABLE.has(order.status) && order.lines.some((line) => !line.shipped_at);

/** A label may still be bought: lines to ship and no label yet (one per parcel). */
const needsLabel = (order: SellerOrder) => needsShipping(order) && order.parcel_tracking === null;

/** The seller's parcel: its carrier status and label to print, or how it left without one. */
function ParcelState({ order }: { order: SellerOrder }) {
  const tracking = order.parcel_tracking;
  if (!tracking) {
    const sent = order.lines.some((line) => line.shipped_at);
    return <span className="seller-muted">{sent ? 'Sent without a label' : 'No label yet'}</span>;
  }
  const status = PARCEL_STATUS[tracking.status];
  return (
    <span className="seller-parcel">
      <Badge tone={status.tone}>{status.label}</Badge>
      {tracking.label_url && (
        <a href={tracking.label_url} target="_blank" rel="noopener noreferrer">
          Print label (PDF)
        </a>
      )}
    </span>
  );
}

const FILTER_OPTIONS = [
  { value: '', label: 'All orders' },
  { value: 'to_ship', label: 'To ship' },
  { value: 'shipped', label: 'Shipped' },
];

function columns(open: (next: Open) => void): TableColumn<SellerOrder>[] {
  return [
    { id: 'order', header: 'Order', cell: (o) => `#${orderReference(o.id)}`, className: 'seller-strong' },
    { id: 'date', header: 'Date', cell: (o) => formatDate(o.created_at, 'short') },
    {
      id: 'customer',
      header: 'Customer',
      // The buyer's details reach the seller only once the order is paid.
      cell: (o) =>
        o.customer_name !== null && o.shipping_address !== null ? (
          `${o.customer_name}, ${o.shipping_address.city}`
        ) : (
          <span className="seller-muted">Shown once paid</span>
        ),
    },
    {
      id: 'lines',
      header: 'Your items',
      cell: (o) => (
        <ul className="seller-lines">
          {o.lines.map((line) => (
            <li key={line.id}>
              <span>
                {line.quantity} × {line.product_name} at {formatDollars(line.price)}
              </span>
              <span className="seller-lines__state">
                {line.shipped_at ? `Shipped, tracking ${line.tracking_number}` : 'Not shipped yet'}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'shipping',
      header: 'Your shipping',
      // What the shopper paid for the seller's parcel: part of the sale, so the fee covers it too.
      cell: (o) => (o.shipping_cents > 0 ? formatCents(o.shipping_cents) : 'Free shipping'),
      align: 'end',
    },
    {
      id: 'fee',
      header: 'Platform fee',
      cell: (o) => `− ${formatCents(o.fee_cents)}`,
      align: 'end',
    },
    {
      id: 'payout',
      header: 'Your payout',
      cell: (o) => formatCents(o.payout_cents),
      align: 'end',
      className: 'seller-strong',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (o) => <Badge tone={STATUS_TONE[o.status] ?? 'neutral'}>{orderStatusLabel(o.status)}</Badge>,
    },
    { id: 'parcel', header: 'Parcel', cell: (o) => <ParcelState order={o} /> },
    {
      ...ACTIONS_COLUMN,
      cell: (o) => {
        const reference = `#${orderReference(o.id)}`;
        return (
          <div className="seller-actions">
            {needsLabel(o) && (
              <Button
                size="sm"
                aria-label={`Buy shipping label for order ${reference}`}
                onClick={() => open({ kind: 'label', order: o })}
              >
                <TagIcon size={16} /> Buy label
              </Button>
            )}
            {/* A parcel sent outside the integration still ships with a typed tracking number. */}
            {needsShipping(o) && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Ship order ${reference}`}
                onClick={() => open({ kind: 'ship', order: o })}
              >
                <TruckIcon size={16} /> Ship
              </Button>
            )}
            {o.parcel_tracking && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Track the parcel of order ${reference}`}
                onClick={() => open({ kind: 'track', order: o })}
              >
                Track
              </Button>
            )}
          </div>
        );
      },
    },
  ];
}

/** Orders holding the seller's lines (only those lines), with shipping of the lines still to ship. */
export function OrdersTab() {
  const list = useSellerOrders();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const filter = list.filters.status ?? '';
  const icon = <TruckIcon size={26} />;
  let empty = {
    icon,
    title: 'No orders yet',
    description: 'Orders of your products appear here once they are paid.',
  };
  if (list.search)
    empty = { icon, title: 'No orders match your search', description: 'Try a different search or filter.' };
  else if (filter)
    empty = {
      icon,
      title: filter === 'to_ship' ? 'Nothing to ship' : 'No shipped orders yet',
      description: 'Try another filter.',
    };
  return (
    <Card>
      <CardHeader
        title="Recent Orders"
        description="Only your items of each order are shown, with what you earn from them (items and shipping, less the platform fee)."
      />
      <CardBody>
        <ListToolbar
          search={{
            label: 'Search orders',
            placeholder: 'Order number or customer',
            value: list.search,
            onSearch: list.setSearch,
          }}
          filters={[
            {
              name: 'status',
              label: 'Show',
              options: FILTER_OPTIONS,
              value: filter,
              onChange: (value) => list.setFilter('status', value),
            },
          ]}
          onRefresh={list.refresh}
          refreshing={list.refreshing}
        />
        <PagedTable list={list} caption="Recent orders" columns={columns(setOpen)} empty={empty} />
      </CardBody>
      {open?.kind === 'label' && <BuyLabelDialog key={open.order.id} order={open.order} onClose={close} />}
      {open?.kind === 'ship' && <ShipOrderDialog key={open.order.id} order={open.order} onClose={close} />}
      {open?.kind === 'track' && <ParcelDialog key={open.order.id} order={open.order} onClose={close} />}
    </Card>
  );
}
