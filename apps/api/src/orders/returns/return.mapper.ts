import type { AdminOrderReturn, OrderReturn, OrderReturnItem } from '@phonehub/contracts';
import { toDollars } from '@phonehub/domain';
import type { OrderReturnItemEntity } from './entities/order-return-item.entity';
import type { OrderReturnEntity } from './entities/order-return.entity';

function loaded<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The return mapper needs ${what} loaded`);
  return value;
}

/** A returned line; its name and price are the order line's (loaded as `orderItem`). */
export function toOrderReturnItem(item: OrderReturnItemEntity): OrderReturnItem {
  const line = loaded(item.orderItem, 'the order line of each returned item');
  return {
    order_item_id: item.orderItemId,
    product_name: line.name,
    quantity: item.quantity,
    price: toDollars(line.unitPriceCents),
  };
}

export function toOrderReturn(row: OrderReturnEntity): OrderReturn {
  return {
    id: row.id,
    order_id: row.orderId,
    status: row.status,
    reason: row.reason,
    note: row.note,
    items: loaded(row.items, 'the items').map(toOrderReturnItem),
    refund_amount: toDollars(row.refundCents),
    label: loaded(row.label, 'the label'),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Needs `order` (its email) and `user` loaded. */
export function toAdminOrderReturn(row: OrderReturnEntity): AdminOrderReturn {
  return {
    ...toOrderReturn(row),
    email: row.user?.email ?? loaded(row.order, 'the order').email,
    user_name: row.user ? `${row.user.firstName} ${row.user.lastName}` : null,
  };
}
