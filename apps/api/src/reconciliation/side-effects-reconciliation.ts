import { Inject, Injectable, Logger } from '@nestjs/common';
import { jobsConfig, type JobsConfig } from '../config/jobs.config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobQueue } from '../jobs/job-queue.service';
import { MailService } from '../mail/mail.service';
import { OrderDeliveredEvent } from '../orders/events/order-delivered.event';
import { orderConfirmationKey, OrderPaidEvent } from '../orders/events/order-paid.event';
import { SettledOrdersQuery } from '../orders/settled-orders.query';
import { SellerLedgerService } from '../sellers/ledger/seller-ledger.service';

export interface ReconciliationReport {
  /** Paid orders missing their sellers' earnings or their confirmation mail: `order.paid` again. */
  paid: string[];
  /** Delivered orders whose earnings have no `available_at`: `order.delivered` again. */
  delivered: string[];
}

/**
 * The safety net under the job queue: every 15 minutes, paid orders without their ledger rows or
 * confirmation mail, and delivered orders without their earnings' `available_at`, are repaired by
 * publishing their event again, which runs the same idempotent handlers (nothing is counted or
 * mailed twice), and an ALERT line says how many. Changes younger than RECONCILE_GRACE_SECONDS are
 * left to their own jobs; mails older than the first tracked mail are not taken for lost ones.
 */
@Injectable()
export class SideEffectsReconciliation {
  private readonly logger = new Logger(SideEffectsReconciliation.name);

  constructor(
    private readonly orders: SettledOrdersQuery,
    private readonly ledger: SellerLedgerService,
    private readonly mail: MailService,
    private readonly jobs: JobQueue,
    @Inject(jobsConfig.KEY) private readonly config: JobsConfig,
  ) {}

  @JobHandler('reconcile-side-effects', { cron: '*/15 * * * *', concurrency: 1 })
  async reconcile(): Promise<ReconciliationReport> {
    const to = new Date(Date.now() - this.config.reconcileGraceSeconds * 1000);
    const from = new Date(to.getTime() - this.config.reconcileWindowHours * 3_600_000);
    const orders = await this.orders.between(from, to);
    const ids = orders.map((order) => order.id);
    const ledger = await this.ledger.coverage(ids);
    const mails = await this.mail.coverage(ids.map(orderConfirmationKey));
    const mailTracked = (paidAt: Date) => mails.trackedSince !== null && paidAt >= mails.trackedSince;

    const paid = orders.filter(
      (order) =>
        order.paidAt <= to &&
        ((order.hasSellerLines && !ledger.earned.has(order.id)) ||
          (mailTracked(order.paidAt) && !mails.present.has(orderConfirmationKey(order.id)))),
    );
    const delivered = orders.filter(
      (order) => order.deliveredAt && order.deliveredAt <= to && ledger.undated.has(order.id),
    );
    for (const order of paid) await this.jobs.publish(null, new OrderPaidEvent(order.id));
    for (const order of delivered)
      await this.jobs.publish(null, new OrderDeliveredEvent(order.id, order.deliveredAt as Date));
    if (paid.length + delivered.length > 0)
      this.logger.error(
        `ALERT: reconciliation found ${paid.length} paid order(s) missing ledger rows or the confirmation mail and ${delivered.length} delivered order(s) without available_at; their handlers run again`,
      );
    return { paid: paid.map((order) => order.id), delivered: delivered.map((order) => order.id) };
  }
}
