import { adminOrderChange } from '@phonehub/domain';
import { enforceTransition } from '../common/errors/invalid-transition.error';
import type { UpdateOrderStatusDto } from './dto/update-order-status.dto';
import type { OrderEntity } from './entities/order.entity';
import { OrderErrors } from './orders.errors';

type OrderState = Pick<OrderEntity, 'status' | 'paymentStatus' | 'trackingNumber'>;
type OrderChanges = Partial<Pick<OrderEntity, 'status' | 'trackingNumber' | 'notes' | 'deliveredAt'>>;

/**
 * What an admin's status update writes, or why it is refused: a new status must be a legal
 * admin move of the order machine (409 INVALID_TRANSITION otherwise: no jumps, no confirming by
 * hand, no cancelling a paid order without a refund). The same status again changes no status and
 * only edits the tracking number and notes. A shipped order always has a tracking number. Moving
 * to delivered stamps `deliveredAt` with `now` (the 30-day return window counts from it).
 */
export function orderStatusChanges(
  order: OrderState,
  dto: UpdateOrderStatusDto,
  now: Date = new Date(),
): OrderChanges {
  const changes: OrderChanges = {};
  if (dto.status !== order.status) {
    enforceTransition(
      adminOrderChange({ status: order.status, payment_status: order.paymentStatus }, dto.status),
    );
    changes.status = dto.status;
    if (dto.status === 'delivered') changes.deliveredAt = now;
  }
  if (dto.tracking_number !== undefined) changes.trackingNumber = dto.tracking_number || null;
  if (dto.notes !== undefined) changes.notes = dto.notes || null;
  const tracking = changes.trackingNumber !== undefined ? changes.trackingNumber : order.trackingNumber;
  if (dto.status === 'shipped' && !tracking) throw OrderErrors.trackingNumberRequired();
  return changes;
}
