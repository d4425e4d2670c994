import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminOrderReturn, OrderReturn, ReturnStatus } from '@phonehub/contracts';
import {
  orderReference,
  RETURN_MESSAGES,
  returnMachine,
  returnRefundCents,
  returnRefusal,
  type TransitionContext,
} from '@phonehub/domain';
import { AuditService } from '../../audit/audit.service';
import type { UserEntity } from '../../auth/entities/user.entity';
import { InventoryService } from '../../catalogue/inventory.service';
import { JobQueue } from '../../jobs/job-queue.service';
import { enforceMachine } from '../../common/errors/invalid-transition.error';
import { isUniqueViolation } from '../../database/postgres-errors';
import { StatusChanges, SYSTEM } from '../../status-history/status-changes.service';
import { OrderItemEntity } from '../entities/order-item.entity';
import { OrderEntity } from '../entities/order.entity';
import type { OrderRefundedEvent } from '../refunds/order-refunded.event';
import { refundableCents } from '../refunds/refund-rules';
import { RefundsService } from '../refunds/refunds.service';
import type { CreateReturnDto } from './dto/create-return.dto';
import type { UpdateReturnDto } from './dto/update-return.dto';
import { OrderReturnItemEntity } from './entities/order-return-item.entity';
import { OrderReturnEntity } from './entities/order-return.entity';
import { ReturnStatusChangedEvent } from './events/return-status-changed.event';
import { chooseReturnLines } from './return-lines';
import { ReturnsQueryService } from './returns-query.service';
import { OrderErrors } from '../orders.errors';
import { ReturnErrors } from './returns.errors';

/** The admin who moved the return; also the mover of the completion their `received` leads to at once. */
const byAdmin = (actorId: string | null): TransitionContext => ({ actor: { kind: 'admin', id: actorId } });

/** What an admin's change leaves to do once it has committed. */
type AfterUpdate = 'nothing' | 'refund';

/**
 * 30-day returns: a shopper asks (owner, delivered, within the window, once per order), an admin
 * moves the return along its machine; receiving it restocks the units and refunds them, and the
 * refund's success (its answer or OrderRefundedEvent) completes it. Each step is announced after
 * commit (ReturnStatusChangedEvent) and mailed.
 */
@Injectable()
export class ReturnsService {
  constructor(
    private readonly db: DataSource,
    private readonly inventory: InventoryService,
    private readonly refunds: RefundsService,
    private readonly query: ReturnsQueryService,
    private readonly jobs: JobQueue,
    private readonly audit: AuditService,
    private readonly statusChanges: StatusChanges,
  ) {}

  /**
   * The owner asks to send units back: under the order's row lock it must be delivered, within 30
   * days of delivery and without a return yet; the lines must fit the order. The refund is the
   * units' price and tax, capped at what is left to refund.
   */
  async request(
    user: UserEntity,
    orderId: string,
    dto: CreateReturnDto,
    now: Date = new Date(),
  ): Promise<OrderReturn> {
    try {
      const id = await this.db.transaction(async (manager) => {
        const order = await manager
          .getRepository(OrderEntity)
          .findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
        if (!order || order.userId !== user.id) throw OrderErrors.notFound();
        const hasReturn = await manager.getRepository(OrderReturnEntity).exists({ where: { orderId } });
        const refusal = returnRefusal(
          { status: order.status, delivered_at: order.deliveredAt },
          hasReturn,
          now,
        );
        if (refusal) throw ReturnErrors.refused(refusal);

        const lines = await manager.getRepository(OrderItemEntity).find({ where: { orderId } });
        const chosen = chooseReturnLines(lines, dto.items);
        const refundCents = returnRefundCents(
          chosen.map((c) => ({ unitPriceCents: c.line.unitPriceCents, quantity: c.quantity })),
          refundableCents(order.totalCents, order.refundedCents, 0),
        );
        const repo = manager.getRepository(OrderReturnEntity);
        const row = await repo.save(
          repo.create({
            orderId,
            userId: user.id,
            status: 'requested',
            reason: dto.reason,
            note: null,
            refundCents,
            refundId: null,
          }),
        );
        await manager
          .getRepository(OrderReturnItemEntity)
          .insert(chosen.map((c) => ({ returnId: row.id, orderItemId: c.line.id, quantity: c.quantity })));
        await this.announce(manager, row.id, 'requested');
        return row.id;
      });
      return await this.query.view(id);
    } catch (error) {
      // The unique index behind the row lock: a request that raced another one.
      if (isUniqueViolation(error, 'uq_order_returns_order_id'))
        throw ReturnErrors.refused(RETURN_MESSAGES.alreadyRequested);
      throw error;
    }
  }

  /**
   * Admin: a legal move of the return machine (409 INVALID_TRANSITION otherwise), checked under
   * the return's row lock. `received` restocks the returned units in the same transaction and then
   * refunds them; `refunded` by hand only follows a refund that succeeded (or, when the last one
   * failed, issues it again).
   */
  async update(id: string, dto: UpdateReturnDto, actorId: string | null = null): Promise<AdminOrderReturn> {
    const next = await this.db.transaction(async (manager): Promise<AfterUpdate> => {
      const row = await this.lock(manager, id);
      if (!row) throw ReturnErrors.notFound();
      // Checked before anything else; `refunded` is then moved only once a refund succeeded.
      enforceMachine(returnMachine, row.status, dto.status);
      const by = byAdmin(actorId);
      const note = dto.note === undefined ? row.note : dto.note || null;
      await this.audit.record(
        {
          actorId,
          action: 'order.return',
          entityType: 'return',
          entityId: id,
          before: { status: row.status, note: row.note, order_id: row.orderId },
          after: { status: dto.status, note, order_id: row.orderId },
        },
        manager,
      );

      if (dto.status === 'refunded') {
        const refunds = (await this.refunds.listFor([row.orderId])).filter((r) => r.returnId === row.id);
        const succeeded = refunds.find((r) => r.status === 'succeeded');
        if (succeeded) {
          await this.complete(manager, row, succeeded.id, note, by);
          return 'nothing';
        }
        if (refunds.some((r) => r.status === 'pending')) throw ReturnErrors.refundPending();
        if (note !== row.note) await manager.update(OrderReturnEntity, { id }, { note });
        return 'refund';
      }

      await this.moveTo(manager, row, dto.status, note, by);
      return dto.status === 'received' ? 'refund' : 'nothing';
    });
    if (next === 'refund') await this.refund(id, actorId);
    return this.query.adminView(id);
  }

  /**
   * The carrier delivered the return's prepaid parcel: the approved return is received as an admin
   * receives it (restocked, then refunded), by the system. Idempotent: a return received by hand
   * meanwhile, or by an earlier run, is left as it is.
   */
  async receivedByCarrier(id: string): Promise<void> {
    const received = await this.db.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      if (row?.status !== 'approved') return false;
      await this.moveTo(manager, row, 'received', row.note, { actor: SYSTEM });
      return true;
    });
    if (received) await this.refund(id, null, { actor: SYSTEM });
  }

  /** One move of the return machine with its note, announced; receiving restocks the units in the same transaction. */
  private async moveTo(
    manager: EntityManager,
    row: OrderReturnEntity,
    status: ReturnStatus,
    note: string | null,
    by: TransitionContext,
  ): Promise<void> {
    await this.statusChanges.transition(manager, returnMachine, 'return', row, status, by);
    if (status === 'received') await this.restock(manager, row);
    await manager.update(OrderReturnEntity, { id: row.id }, { status: row.status, note });
    await this.announce(manager, row.id, status);
  }

  /** A refund succeeded (OrderRefundedEvent): the received return it pays back is complete. */
  async refunded(event: OrderRefundedEvent): Promise<void> {
    if (!event.returnId || event.status !== 'succeeded') return;
    const returnId = event.returnId;
    await this.db.transaction(async (manager) => {
      const row = await this.lock(manager, returnId);
      if (row?.status === 'received')
        await this.complete(manager, row, event.refundId, row.note, { actor: SYSTEM });
    });
  }

  /**
   * Refunds a received return's units: its amount, capped at what is left of the payment now;
   * with nothing left (the order was refunded otherwise meanwhile) there is nothing to wait for.
   */
  private async refund(
    id: string,
    actorId: string | null,
    by: TransitionContext = byAdmin(actorId),
  ): Promise<void> {
    const row = await this.db
      .getRepository(OrderReturnEntity)
      .findOne({ where: { id }, relations: { order: true } });
    if (!row?.order || row.status !== 'received') return;
    const pendingCents = (await this.refunds.listFor([row.orderId]))
      .filter((r) => r.status === 'pending')
      .reduce((sum, r) => sum + r.amountCents, 0);
    const amountCents = Math.min(
      row.refundCents,
      refundableCents(row.order.totalCents, row.order.refundedCents, pendingCents),
    );
    if (amountCents === 0) {
      await this.db.transaction(async (manager) => {
        const locked = await this.lock(manager, id);
        if (locked?.status !== 'received') return;
        await manager.update(OrderReturnEntity, { id }, { refundCents: 0 });
        await this.complete(manager, locked, null, locked.note, by);
      });
      return;
    }
    if (amountCents !== row.refundCents)
      await this.db.getRepository(OrderReturnEntity).update({ id }, { refundCents: amountCents });
    const result = await this.refunds.refund(row.orderId, {
      amountCents,
      reason: `Returned items of order #${orderReference(row.orderId)}`,
      returnId: id,
      actorId,
    });
    await this.db.transaction(async (manager) => {
      const locked = await this.lock(manager, id);
      if (locked?.status !== 'received') return;
      if (result.status === 'succeeded')
        await this.complete(manager, locked, result.refundId, locked.note, by);
      else await manager.update(OrderReturnEntity, { id }, { refundId: result.refundId });
    });
  }

  /** Puts the returned units back on the shelf (lines whose product was deleted meanwhile are skipped). */
  private async restock(manager: EntityManager, row: OrderReturnEntity): Promise<void> {
    const items = await manager
      .getRepository(OrderReturnItemEntity)
      .find({ where: { returnId: row.id }, relations: { orderItem: true } });
    await this.inventory.restock(
      manager,
      items.flatMap((i) =>
        i.orderItem?.productId ? [{ productId: i.orderItem.productId, quantity: i.quantity }] : [],
      ),
    );
  }

  private async complete(
    manager: EntityManager,
    row: OrderReturnEntity,
    refundId: string | null,
    note: string | null,
    by: TransitionContext,
  ): Promise<void> {
    await this.statusChanges.transition(manager, returnMachine, 'return', row, 'refunded', by);
    await manager.update(
      OrderReturnEntity,
      { id: row.id },
      { status: row.status, refundId: refundId ?? row.refundId, note },
    );
    await this.announce(manager, row.id, 'refunded');
  }

  private async announce(manager: EntityManager, returnId: string, status: ReturnStatus): Promise<void> {
    const event = new ReturnStatusChangedEvent(returnId, status);
    await this.jobs.publish(manager, event);
  }

  private lock(manager: EntityManager, id: string): Promise<OrderReturnEntity | null> {
    return manager
      .getRepository(OrderReturnEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }
}
