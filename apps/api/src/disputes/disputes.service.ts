import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DisputeStatus } from '@phonehub/contracts';
import { disputeClosed, disputeMachine } from '@phonehub/domain';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { OnDomainEvent } from '../jobs/job-handler.decorator';
import { JobQueue } from '../jobs/job-queue.service';
import { StatusChanges, SYSTEM } from '../status-history/status-changes.service';
import { OrdersService } from '../orders/orders.service';
import { OrderPaymentsService } from '../orders/payment/order-payments.service';
import { RefundsService } from '../orders/refunds/refunds.service';
import { PAYOUT_GATEWAY, type GatewayDispute, type PayoutGateway } from '../payouts/payout-gateway.port';
import { DisputeEntity } from './dispute.entity';
import { DisputeClosedEvent } from './events/dispute-closed.event';
import { DisputeOpenedEvent } from './events/dispute-opened.event';
import { ProviderDisputeChangedEvent } from './events/provider-dispute-changed.event';

/** A dispute as the reconciliation compares it with the provider's balance transactions. */
export interface DisputeMovement {
  providerDisputeId: string;
  orderId: string;
  amountCents: number;
  status: DisputeStatus;
  createdAt: Date;
  closedAt: Date | null;
}

/**
 * Disputes (chargebacks) as the provider reports them. Its `charge.dispute.*` webhooks arrive as
 * ProviderDisputeChangedEvent jobs, a hint only: the dispute is re-read from the provider and its
 * row brought up to that, idempotently under the row lock, so a repeated or late event changes
 * nothing and two instances agree. The first sight makes the order's payment `disputed` and
 * publishes DisputeOpenedEvent; the close (won or lost) moves the payment on and publishes
 * DisputeClosedEvent, each once, in the transaction that records it.
 */
@Injectable()
export class DisputesService {
  private readonly logger = new Logger(DisputesService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(DisputeEntity) private readonly disputes: Repository<DisputeEntity>,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
    private readonly refunds: RefundsService,
    private readonly payments: OrderPaymentsService,
    private readonly orders: OrdersService,
    private readonly jobs: JobQueue,
    private readonly history: StatusChanges,
  ) {}

  @OnDomainEvent(ProviderDisputeChangedEvent)
  async providerDisputeChanged(event: ProviderDisputeChangedEvent): Promise<void> {
    const dispute = await this.gateway.readDispute(event.providerDisputeId);
    if (!dispute) {
      this.logger.warn(`The provider does not know dispute ${event.providerDisputeId}; nothing recorded`);
      return;
    }
    const known = await this.disputes.findOneBy({ providerDisputeId: dispute.id });
    const orderId =
      known?.orderId ??
      (dispute.paymentId ? await this.refunds.orderIdForPaymentIntent(dispute.paymentId) : null);
    if (!orderId) {
      this.logger.warn(
        `Dispute ${dispute.id} on payment ${dispute.paymentId ?? '(none)'} matches none of our orders; ignored`,
      );
      return;
    }
    const customerEmail = known?.customerEmail ?? (await this.orders.forConfirmation(orderId)).email;
    await this.db.transaction((manager) => this.apply(manager, orderId, customerEmail, dispute));
  }

  /**
   * Brings our row to the provider's `dispute` in `manager`'s transaction: the first sight records
   * it (the order's payment becomes `disputed`); a status the machine allows is taken (a close
   * with its effects); one it does not (an older word than ours) is logged and left.
   */
  private async apply(
    manager: EntityManager,
    orderId: string,
    customerEmail: string,
    dispute: GatewayDispute,
  ): Promise<void> {
    const row =
      (await this.lock(manager, dispute.id)) ?? (await this.open(manager, orderId, customerEmail, dispute));
    if (!row) return;
    const facts = {
      amountCents: dispute.amountCents,
      currency: dispute.currency,
      reason: dispute.reason,
      evidenceDueBy: dispute.evidenceDueBy,
    };
    if (row.status === dispute.status) {
      await manager.update(DisputeEntity, { id: row.id }, facts);
      return;
    }
    if (!disputeMachine.can(row.status, dispute.status)) {
      this.logger.warn(
        `Dispute ${dispute.id} reads ${dispute.status} at the provider, ours is ${row.status}: ${disputeMachine.refusal(row.status, dispute.status)}`,
      );
      return;
    }
    await this.move(manager, row, dispute.status, facts);
  }

  /**
   * The first sight of a dispute: the order's payment becomes `disputed` (what it was is kept), the
   * row is written as the provider's `needs_response` (a dispute seen first under review or closed
   * then moves on from there, with the effects of each step), and DisputeOpenedEvent goes out.
   * Another instance recording it meanwhile wins: its row is answered, locked.
   */
  private async open(
    manager: EntityManager,
    orderId: string,
    customerEmail: string,
    dispute: GatewayDispute,
  ): Promise<DisputeEntity | null> {
    const payment = await this.payments.moveForDispute(
      manager,
      orderId,
      'disputed',
      `Dispute ${dispute.id} opened (${dispute.reason})`,
    );
    if (!payment) return null;
    const inserted: { id: string }[] = (
      await manager
        .createQueryBuilder()
        .insert()
        .into(DisputeEntity)
        .values({
          providerDisputeId: dispute.id,
          orderId,
          customerEmail,
          amountCents: dispute.amountCents,
          currency: dispute.currency,
          reason: dispute.reason,
          status: 'needs_response',
          paymentStatusBefore: payment.from,
          evidenceDueBy: dispute.evidenceDueBy,
        })
        .orIgnore()
        .returning(['id'])
        .execute()
    ).raw;
    const row = await this.lock(manager, dispute.id);
    if (row && inserted.length > 0) {
      await this.jobs.publish(manager, new DisputeOpenedEvent(orderId, row.id, row.amountCents));
      this.logger.log(
        `Dispute ${dispute.id} opened on order ${orderId}: ${dispute.amountCents} ${dispute.currency}`,
      );
    }
    return row;
  }

  /** Moves the row along disputeMachine with the provider's facts; a close moves the order's payment and is announced. */
  private async move(
    manager: EntityManager,
    row: DisputeEntity,
    to: DisputeStatus,
    facts: Partial<DisputeEntity>,
  ): Promise<void> {
    const amountCents = facts.amountCents ?? row.amountCents;
    const closing = disputeClosed(to);
    await this.history.transition(manager, disputeMachine, 'dispute', row, to, { actor: SYSTEM });
    await manager.update(
      DisputeEntity,
      { id: row.id },
      {
        ...facts,
        status: to,
        ...(closing ? { closedAt: new Date() } : {}),
        ...(to === 'lost' ? { platformLossCents: amountCents - row.recoveredCents } : {}),
      },
    );
    if (!closing) return;
    const outcome = to as 'won' | 'lost';
    await this.payments.moveForDispute(
      manager,
      row.orderId,
      outcome === 'won' ? row.paymentStatusBefore : 'dispute_lost',
      `Dispute ${row.providerDisputeId} ${outcome}`,
    );
    await this.jobs.publish(manager, new DisputeClosedEvent(row.orderId, row.id, outcome, amountCents));
    this.logger.log(`Dispute ${row.providerDisputeId} on order ${row.orderId} closed: ${outcome}`);
  }

  /**
   * After a lost dispute, what was taken back from the order's sellers (the sellers' side calls it
   * once it debited them): the platform lost the rest. In `manager`'s transaction when given.
   */
  async recordRecovery(disputeId: string, recoveredCents: number, manager?: EntityManager): Promise<void> {
    if (!manager) return this.db.transaction((own) => this.recordRecovery(disputeId, recoveredCents, own));
    const row = await manager.findOne(DisputeEntity, {
      where: { id: disputeId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new Error(`recordRecovery: no dispute ${disputeId}`);
    if (row.status !== 'lost')
      throw new Error(`recordRecovery: dispute ${disputeId} is ${row.status}, not lost`);
    if (!Number.isInteger(recoveredCents) || recoveredCents < 0)
      throw new RangeError(`recordRecovery: ${recoveredCents} is no amount of cents`);
    // The sellers' shares can come to more than the bank took (the order was partly refunded first).
    const recovered = Math.min(recoveredCents, row.amountCents);
    if (recovered < recoveredCents)
      this.logger.warn(
        `Dispute ${row.providerDisputeId}: ${recoveredCents} cents recovered of ${row.amountCents} disputed; counted as ${recovered}`,
      );
    const platformLossCents = row.amountCents - recovered;
    // Recorded already (the sellers' job ran again, or none of it was theirs): the row stays as it is.
    if (row.recoveredCents === recovered && row.platformLossCents === platformLossCents) return;
    await manager.update(DisputeEntity, { id: row.id }, { recoveredCents: recovered, platformLossCents });
  }

  /** Disputes opened or closed in [from, to), oldest first: what the reconciliation expects at the provider. */
  async between(from: Date, to: Date): Promise<DisputeMovement[]> {
    const rows = await this.disputes
      .createQueryBuilder('d')
      .where(
        '(d.created_at >= :from AND d.created_at < :to) OR (d.closed_at >= :from AND d.closed_at < :to)',
        {
          from,
          to,
        },
      )
      .orderBy('d.created_at', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .getMany();
    return rows.map((row) => ({
      providerDisputeId: row.providerDisputeId,
      orderId: row.orderId,
      amountCents: row.amountCents,
      status: row.status,
      createdAt: row.createdAt,
      closedAt: row.closedAt,
    }));
  }

  private lock(manager: EntityManager, providerDisputeId: string): Promise<DisputeEntity | null> {
    return manager.findOne(DisputeEntity, {
      where: { providerDisputeId },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
