import type { AdminOrderStatus, OrderStatus } from '@phonehub/contracts';
import { Select, type SelectOption } from '@phonehub/ui';
import { useState } from 'react';
import { orderReference } from '../../../shared/money';
import type { AdminOrder } from '../api/get-orders';
import { ADMIN_ORDER_STATUSES, useUpdateOrderStatus } from '../api/update-order-status';
import { ShipOrderDialog, type ShipDetails } from './ship-order-dialog';

const label = (status: OrderStatus) => status.charAt(0).toUpperCase() + status.slice(1);
const OPTIONS: SelectOption[] = ADMIN_ORDER_STATUSES.map((value) => ({ value, label: label(value) }));

/** The row's status dropdown; 'shipped' first asks for a tracking number. */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus();
  const [shipping, setShipping] = useState(false);
  const reference = orderReference(order.id);
  // A status the dropdown does not offer (e.g. 'confirmed') is still shown as the current one.
  const options = OPTIONS.some((o) => o.value === order.status)
    ? OPTIONS
    : [{ value: order.status, label: label(order.status), disabled: true }, ...OPTIONS];
  const shown = update.isPending ? update.variables.body.status : order.status;

  const change = (status: AdminOrderStatus) => {
    if (status === order.status) return;
    if (status === 'shipped') setShipping(true);
    else update.mutate({ id: order.id, body: { status } });
  };

  const ship = (details: ShipDetails) =>
    update.mutate({ id: order.id, body: { status: 'shipped', ...details } }, { onSuccess: () => setShipping(false) });

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
      {shipping && (
        <ShipOrderDialog
          order={order}
          open={shipping}
          saving={update.isPending}
          onOpenChange={(open) => {
            if (!update.isPending) setShipping(open);
          }}
          onConfirm={ship}
        />
      )}
    </>
  );
}
