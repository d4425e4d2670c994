import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { holdsPayment, refundMachine, type TransitionContext } from '@phonehub/domain';
import { DataSource, EntityManager, In, IsNull, Repository } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { CreditService } from '../../credit/credit.service';
import { JobQueue } from '../../jobs/job-queue.service';
import { isUuid } from '../../common/validation/id-param.pipe';
import { PAYMENT_GATEWAY, type GatewayRefund, type PaymentGateway } from '../payment-gateway.port';
import { OrderEntity } from '../entities/order.entity';
import { BY_SYSTEM, OrderTransitions } from '../order-transitions.service';
import { StatusChanges } from '../../status-history/status-changes.service';
import { OrderRefundEntity, type RefundStatus } from './order-refund.entity';
import { OrderRefundedEvent } from './order-refunded.event';
import {
  OUTSIDE_REFUND_REASON,
  paymentStatusAfterRefunds,
  refundableCents,
  refundableParts,
  splitRefund,
} from './refund-rules';
import { OrderErrors } from '../orders.errors';
import { RefundErrors } from './refunds.errors';
import { errorText } from '../../common/errors/error-text';

/**
 * Refuses a refund of an order that holds no payment, or whose payment is disputed: the bank has
 * taken the disputed money back already, and the dispute's outcome decides where it ends.
 */
function refundable(order: OrderEntity): void {
  if (order.paymentStatus === 'disputed') throw RefundErrors.disputed();
  if (!holdsPayment(order.paymentStatus)) throw RefundErrors.noPayment();
}

export interface RefundInput {
  /** Default: all that is left to refund. */
  amountCents?: number;
  reason: string;
  /** The return this refund pays back (the returns module's id). */
  returnId?: string | null;
  /** The admin who asked (null: the system); given, the refund is audit-logged. A shopper's cancellation is not. */
  actorId?: string | null;
}

export interface RefundResult {
  /** Our order_refunds id. */
  refundId: string;
  status: RefundStatus;
  /** cardCents + creditCents. */
  amountCents: number;
  /** Given back to the card through the provider. */
  cardCents: number;
  /** Given back as store credit (on the ledger once the refund succeeded). */
  creditCents: number;
}

/**
 * Gives an order's payment back through the provider. A refund is stored `pending` before the
 * provider is asked (its id is the idempotency key), and the provider's answer, or later its
 * webhook, settles it; applying the same provider refund again changes nothing. The order's
 * refunded_cents is always the sum of its succeeded refunds, and OrderRefundedEvent is published
 * (after commit) once per refund, when it becomes `succeeded`.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderRefundEntity) private readonly refunds: Repository<OrderRefundEntity>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly jobs: JobQueue,
    private readonly audit: AuditService,
    private readonly credit: CreditService,
    private readonly transitions: OrderTransitions,
    private readonly history: StatusChanges,
  ) {}

  /**
   * Refunds (default: all that is left), split by splitRefund into a card part, given back through
   * the provider, and a store credit part, given back on the shopper's credit ledger in the
   * transaction that records the refund as succeeded. A refund with no card part (an order paid
   * wholly by credit, or whose card part is all refunded) never reaches the provider: it is stored
   * succeeded with its credit in one transaction. Throws the refusal errors.
   */
  async refund(orderId: string, input: RefundInput): Promise<RefundResult> {
    if (!isUuid(orderId)) throw OrderErrors.notFound();
    const found = await this.orders.findOneBy({ id: orderId });
    if (!found) throw OrderErrors.notFound();
    refundable(found);
    const creditPaid = await this.credit.spentOn(this.db.manager, orderId);
    const by: TransitionContext = input.actorId ? { actor: { kind: 'admin', id: input.actorId } } : BY_SYSTEM;
    let before: { refunded_cents: number; payment_status: string } | null = null;

    const created = await this.db.transaction(async (manager) => {
      const order = await this.lock(manager, orderId);
      if (!order) throw OrderErrors.notFound();
      refundable(order);
      before = { refunded_cents: order.refundedCents, payment_status: order.paymentStatus };
      const [taken]: { card: number; credit: number }[] = await manager.query(
        `SELECT coalesce(sum(amount_cents - credit_cents), 0)::int AS card, coalesce(sum(credit_cents), 0)::int AS credit
           FROM order_refunds WHERE order_id = $1 AND status IN ('succeeded', 'pending')`,
        [orderId],
      );
      const left = refundableParts(
        { cardCents: order.totalCents - creditPaid, creditCents: creditPaid },
        { cardCents: taken.card, creditCents: taken.credit },
      );
      const leftCents = Math.min(
        left.cardCents + left.creditCents,
        refundableCents(order.totalCents, order.refundedCents, 0),
      );
      const amount = input.amountCents ?? leftCents;
      if (!Number.isInteger(amount) || amount < 1 || amount > leftCents)
        throw RefundErrors.exceedsPayment(leftCents);
      const parts = splitRefund(left, amount);
      const repo = manager.getRepository(OrderRefundEntity);
      const row = await repo.save(
        repo.create({
          orderId,
          amountCents: amount,
          creditCents: parts.creditCents,
          reason: input.reason,
          status: parts.cardCents > 0 ? 'pending' : 'succeeded',
          returnId: input.returnId ?? null,
        }),
      );
      if (row.status === 'succeeded') {
        await this.settle(manager, order, [row], by);
        await this.auditRefund(manager, input, before, row.id);
      }
      return row;
    });
    if (created.status === 'succeeded')
      return {
        refundId: created.id,
        status: created.status,
        amountCents: created.amountCents,
        cardCents: 0,
        creditCents: created.creditCents,
      };

    let answer: GatewayRefund;
    try {
      // Looked up only for a card part: a refund to store credit never waits on the provider.
      const paymentId = await this.paymentIntentOf(orderId);
      answer = await this.gateway.refund({
        paymentId,
        amountCents: created.cardCents,
        orderId,
        refundId: created.id,
      });
    } catch (error) {
      this.logger.error(
        `Refund ${created.id} of order ${orderId} failed at the provider: ${errorText(error)}`,
      );
      // Only a still-pending row: a webhook may have settled it meanwhile.
      await this.db.transaction(async (manager) => {
        const row = await manager.findOne(OrderRefundEntity, {
          where: { id: created.id },
          lock: { mode: 'pessimistic_write' },
        });
        if (row?.status === 'pending') await this.moveRefund(manager, row, 'failed', by, {});
      });
      throw RefundErrors.failed();
    }
    await this.db.transaction(async (manager) => {
      await this.applyProviderRefunds(manager, orderId, [answer], by);
      await this.auditRefund(manager, input, before, created.id);
    });
    const settled = await this.refunds.findOneByOrFail({ id: created.id });
    return {
      refundId: settled.id,
      status: settled.status,
      amountCents: settled.amountCents,
      cardCents: settled.cardCents,
      creditCents: settled.creditCents,
    };
  }

  /** An admin's refund (input.actorId given) in the audit log, with the order's payment after it. */
  private async auditRefund(
    manager: EntityManager,
    input: RefundInput,
    before: { refunded_cents: number; payment_status: string } | null,
    refundId: string,
  ): Promise<void> {
    if (input.actorId === undefined) return;
    const refund = await manager.findOneByOrFail(OrderRefundEntity, { id: refundId });
    const order = await manager.findOneByOrFail(OrderEntity, { id: refund.orderId });
    await this.audit.record(
      {
        actorId: input.actorId,
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        before,
        after: {
          refunded_cents: order.refundedCents,
          payment_status: order.paymentStatus,
          refund_id: refund.id,
          amount_cents: refund.amountCents,
          card_cents: refund.cardCents,
          credit_cents: refund.creditCents,
          refund_status: refund.status,
          reason: refund.reason,
        },
      },
      manager,
    );
  }

  /**
   * Records the provider's refunds of the order's payment in `manager`'s transaction, under the
   * order's row lock: ours are matched by provider id or by the refund_id we sent, others (made at
   * the provider) are added. Then refunded_cents and payment_status follow the succeeded ones.
   * Returns how many refunds became `succeeded` now (each is announced once, after commit).
   */
  async applyProviderRefunds(
    manager: EntityManager,
    orderId: string,
    provided: readonly GatewayRefund[],
    context: TransitionContext = BY_SYSTEM,
  ): Promise<number> {
    const order = await this.lock(manager, orderId);
    if (!order) return 0;
    const repo = manager.getRepository(OrderRefundEntity);
    const succeeded: OrderRefundEntity[] = [];

    for (const refund of provided) {
      let row = await repo.findOneBy({ providerRefundId: refund.id });
      if (!row && refund.ourRefundId && isUuid(refund.ourRefundId))
        row = await repo.findOneBy({ id: refund.ourRefundId, orderId, providerRefundId: IsNull() });
      if (row && row.orderId !== orderId) {
        this.logger.error(
          `ALERT: provider refund ${refund.id} is recorded for order ${row.orderId}, not ${orderId}; ignored`,
        );
        continue;
      }
      if (!row) {
        if (refund.status === 'failed') continue;
        const added = await repo.save(
          repo.create({
            orderId,
            amountCents: refund.amountCents,
            creditCents: 0,
            reason: OUTSIDE_REFUND_REASON,
            status: refund.status,
            providerRefundId: refund.id,
            returnId: null,
          }),
        );
        if (added.status === 'succeeded') succeeded.push(added);
        continue;
      }
      // The provider's amount is the card part; the credit part stays as stored.
      if (
        row.providerRefundId === refund.id &&
        row.status === refund.status &&
        row.cardCents === refund.amountCents
      )
        continue;
      const was = row.status;
      await this.moveRefund(manager, row, refund.status, context, {
        providerRefundId: refund.id,
        amountCents: refund.amountCents + row.creditCents,
      });
      if (refund.status === 'succeeded' && was !== 'succeeded') succeeded.push(row);
    }
    await this.settle(manager, order, succeeded, context);
    return succeeded.length;
  }

  /**
   * In the transaction that made these refunds `succeeded`, under the order's row lock: their store
   * credit parts go back on the shopper's ledger (once per refund), refunded_cents and
   * payment_status follow the succeeded refunds, and each is announced once, after commit.
   */
  private async settle(
    manager: EntityManager,
    order: OrderEntity,
    succeeded: readonly OrderRefundEntity[],
    context: TransitionContext,
  ): Promise<void> {
    const orderId = order.id;
    for (const row of succeeded)
      if (row.creditCents > 0) await this.credit.returnForRefund(manager, orderId, row.id, row.creditCents);

    const [{ cents }]: { cents: number }[] = await manager.query(
      `SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM order_refunds WHERE order_id = $1 AND status = 'succeeded'`,
      [orderId],
    );
    const refunded = Math.min(cents, order.totalCents);
    if (
      refunded !== order.refundedCents &&
      (holdsPayment(order.paymentStatus) || order.paymentStatus === 'refunded')
    ) {
      const paymentStatus = paymentStatusAfterRefunds(order.totalCents, refunded);
      await this.transitions.move(manager, order, { paymentStatus }, context, { refundedCents: refunded });
    }
    for (const row of succeeded) {
      const event = new OrderRefundedEvent(
        orderId,
        row.id,
        row.amountCents,
        row.returnId,
        'succeeded',
        row.creditCents,
      );
      await this.jobs.publish(manager, event);
    }
  }

  /** Moves a refund along the refund machine (recorded in the status history) with the columns that change with it. */
  private async moveRefund(
    manager: EntityManager,
    row: OrderRefundEntity,
    to: RefundStatus,
    context: TransitionContext,
    also: Partial<OrderRefundEntity>,
  ): Promise<void> {
    if (to !== row.status) await this.history.transition(manager, refundMachine, 'refund', row, to, context);
    Object.assign(row, also);
    await manager.update(OrderRefundEntity, { id: row.id }, { ...also, status: row.status });
  }

  /** The order paid through this payment intent, if any. */
  async orderIdForPaymentIntent(paymentIntentId: string): Promise<string | null> {
    const order = await this.orders.findOne({ where: { paymentIntentId }, select: { id: true } });
    return order?.id ?? null;
  }

  /** Every refund of these orders, oldest first (the admin view lists them). */
  async listFor(orderIds: readonly string[]): Promise<OrderRefundEntity[]> {
    if (orderIds.length === 0) return [];
    return this.refunds.find({
      where: { orderId: In([...orderIds]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * The payment intent a refund names: stored when the payment was applied; an order paid before
   * that was stored has it looked up on its checkout session (and kept).
   */
  private async paymentIntentOf(orderId: string): Promise<string> {
    const order = await this.orders.findOneBy({ id: orderId });
    if (!order) throw OrderErrors.notFound();
    if (!holdsPayment(order.paymentStatus)) throw RefundErrors.noPayment();
    if (order.paymentIntentId) return order.paymentIntentId;
    let found: string | null = null;
    if (order.stripeSessionId) {
      try {
        found = (await this.gateway.readCheckout(order.stripeSessionId))?.paymentId ?? null;
      } catch (error) {
        this.logger.error(`Reading checkout session ${order.stripeSessionId} failed: ${errorText(error)}`);
      }
    }
    if (!found) throw RefundErrors.failed();
    await this.orders.update({ id: orderId, paymentIntentId: IsNull() }, { paymentIntentId: found });
    return found;
  }

  private lock(manager: EntityManager, id: string): Promise<OrderEntity | null> {
    return manager.getRepository(OrderEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }
}
