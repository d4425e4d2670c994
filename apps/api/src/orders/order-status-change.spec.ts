import { ErrorCode } from '@phonehub/contracts';
import { CommonErrors, isAppError } from '../common/errors/app-error';
import type { UpdateOrderStatusDto } from './dto/update-order-status.dto';
import type { OrderEntity } from './entities/order.entity';
import { orderStatusChanges } from './order-status-change';
import { OrderErrors } from './orders.errors';

type State = Pick<OrderEntity, 'status' | 'paymentStatus' | 'trackingNumber'>;
const order = (
  status: State['status'],
  paymentStatus: State['paymentStatus'] = 'paid',
  trackingNumber: string | null = null,
): State => ({
  status,
  paymentStatus,
  trackingNumber,
});
const dto = (value: Partial<UpdateOrderStatusDto>) => value as UpdateOrderStatusDto;

function refusal(run: () => unknown): { status: number; code: string; detail: string } {
  try {
    run();
  } catch (error) {
    if (!isAppError(error, CommonErrors.invalidTransition)) throw error;
    const { statusCode, code, detail } = error;
    return { status: statusCode, code, detail };
  }
  throw new Error('expected a refusal');
}

describe('orderStatusChanges', () => {
  it('moves along the machine and writes the tracking number and notes', () => {
    expect(orderStatusChanges(order('confirmed'), dto({ status: 'processing', notes: 'Packing' }))).toEqual({
      status: 'processing',
      notes: 'Packing',
    });
    expect(
      orderStatusChanges(order('processing'), dto({ status: 'shipped', tracking_number: '1Z9' })),
    ).toEqual({
      status: 'shipped',
      trackingNumber: '1Z9',
    });
    const now = new Date('2026-03-01T12:00:00.000Z');
    expect(orderStatusChanges(order('shipped', 'paid', '1Z9'), dto({ status: 'delivered' }), now)).toEqual({
      status: 'delivered',
      deliveredAt: now,
    });
    expect(orderStatusChanges(order('pending', 'unpaid'), dto({ status: 'cancelled' }))).toEqual({
      status: 'cancelled',
    });
  });

  it('refuses jumps with 409 INVALID_TRANSITION and the issue sentence', () => {
    expect(
      refusal(() =>
        orderStatusChanges(order('pending', 'unpaid'), dto({ status: 'shipped', tracking_number: 'X' })),
      ),
    ).toEqual({
      status: 409,
      code: ErrorCode.InvalidTransition,
      detail: 'Cannot change an order from pending to shipped',
    });
    expect(refusal(() => orderStatusChanges(order('delivered'), dto({ status: 'pending' }))).detail).toBe(
      'Cannot change an order from delivered to pending',
    );
  });

  it('refuses to cancel a paid order by hand (that comes with a refund)', () => {
    expect(
      refusal(() => orderStatusChanges(order('confirmed', 'paid'), dto({ status: 'cancelled' }))),
    ).toEqual({
      status: 409,
      code: ErrorCode.InvalidTransition,
      detail: 'Cannot change an order from confirmed to cancelled',
    });
  });

  it('ships only with a tracking number, given now or kept', () => {
    expect(() => orderStatusChanges(order('processing'), dto({ status: 'shipped' }))).toThrow(
      expect.objectContaining({ key: OrderErrors.trackingNumberRequired.key }),
    );
    expect(() =>
      orderStatusChanges(order('processing'), dto({ status: 'shipped', tracking_number: '' })),
    ).toThrow(expect.objectContaining({ key: OrderErrors.trackingNumberRequired.key }));
    expect(orderStatusChanges(order('processing', 'paid', '1Z9'), dto({ status: 'shipped' }))).toEqual({
      status: 'shipped',
    });
    expect(() =>
      orderStatusChanges(order('shipped', 'paid', '1Z9'), dto({ status: 'shipped', tracking_number: null })),
    ).toThrow(expect.objectContaining({ key: OrderErrors.trackingNumberRequired.key }));
  });

  it('the same status again changes no status and only edits the tracking number and notes', () => {
    expect(
      orderStatusChanges(order('shipped', 'paid', '1Z9'), dto({ status: 'shipped', tracking_number: '1Z8' })),
    ).toEqual({
      trackingNumber: '1Z8',
    });
    expect(orderStatusChanges(order('cancelled', 'unpaid'), dto({ status: 'cancelled' }))).toEqual({});
    // Saying delivered again keeps the first delivery time (the return window does not restart).
    expect(orderStatusChanges(order('delivered', 'paid', '1Z9'), dto({ status: 'delivered' }))).toEqual({});
  });
});
