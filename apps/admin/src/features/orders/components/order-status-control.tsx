import type { AdminOrderStatus, OrderStatus } from '@phonehub/contracts';
import { adminOrderNextStatuses, orderReference } from '@phonehub/domain';
import { Select, type SelectOption } from '@phonehub/ui';
import { useState } from 'react';
import type { AdminOrder } from '../api/get-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ShipOrderDialog, type ShipDetails } from './ship-order-dialog';

const label = (status: OrderStatus) => status.charAt(0).toUpperCase() + status.slice(1);

/** The row's status dropdown; 'shipped' first asks for a tracking number. */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus();
  const [shipping, setShipping] = useState(false);
  const reference = `#${orderReference(order.id)}`;
  // The current status, then only the changes the order's state machine lets an admin make.
  const options: SelectOption[] = [order.status, ...adminOrderNextStatuses(order)].map((value) => ({
    value,
    label: label(value),
  }));
  const shown = update.isPending ? update.variables.body.status : order.status;

  const change = (status: AdminOrderStatus) => {
    if (status === order.status) return;
    if (status === 'shipped') setShipping(true);
    else update.mutate({ id: order.id, body: { status } });
  };

  const ship = (details: ShipDetails) =>
    update.mutateAsync({ id: order.id, body: { status: 'shipped', ...details } });

  return (
    <>
      <Select
        className="order-status"
        label={<span className="ph-visually-hidden">Status of order {reference}</span>}
        options={options}
        value={shown}
        disabled={update.isPending}
        onChange={(event) => change(event.target.value as AdminOrderStatus)}
      />
      {shipping && <ShipOrderDialog order={order} onClose={() => setShipping(false)} onConfirm={ship} />}
    </>
  );
}
