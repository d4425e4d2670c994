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
  TruckIcon,
  type BadgeTone,
  type TableColumn,
} from '@phonehub/ui';
import { useState } from 'react';
import { orderStatusLabel } from '../../../shared/format';
import { useSellerOrders, type SellerOrder } from '../api/get-seller-orders';
import { ShipOrderDialog } from './ship-order-dialog';
import { PagedTable } from '../../../shared/paged-table';

const SHIPPABLE = new Set(['confirmed', 'processing']);
const STATUS_TONE: Partial<Record<SellerOrder['status'], BadgeTone>> = {
  shipped: 'brand',
  delivered: 'success',
  cancelled: 'danger',
};

/** The seller still has to ship lines of a paid order. */
export const needsShipping = (order: SellerOrder) =>
  SHIPPABLE.has(order.status) && order.lines.some((line) => !line.shipped_at);

const FILTER_OPTIONS = [
  { value: '', label: 'All orders' },
  { value: 'to_ship', label: 'To ship' },
  { value: 'shipped', label: 'Shipped' },
];

function columns(onShip: (order: SellerOrder) => void): TableColumn<SellerOrder>[] {
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
    {
      ...ACTIONS_COLUMN,
      cell: (o) =>
        needsShipping(o) && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Ship order #${orderReference(o.id)}`}
            onClick={() => onShip(o)}
          >
            <TruckIcon size={16} /> Ship
          </Button>
        ),
    },
  ];
}

/** Orders holding the seller's lines (only those lines), with shipping of the lines still to ship. */
export function OrdersTab() {
  const list = useSellerOrders();
  const [shipping, setShipping] = useState<SellerOrder | null>(null);
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
        <PagedTable list={list} caption="Recent orders" columns={columns(setShipping)} empty={empty} />
      </CardBody>
      {shipping && <ShipOrderDialog key={shipping.id} order={shipping} onClose={() => setShipping(null)} />}
    </Card>
  );
}
