import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runExclusive, type JobRun } from '../common/scheduling';
import { JobHandler } from '../jobs/job-handler.decorator';
import { OrderPaymentsService } from '../orders/payment/order-payments.service';

/** The job's name: its queue (a pg-boss cron job every minute) and its advisory lock. */
export const HOLD_SWEEP_JOB = 'checkout-hold-sweep';

/**
 * Gives back the units of checkouts whose session ended without the expiry webhook arriving (the
 * provider gave up, the API was down): the webhook is the fast path, this job the guarantee. The
 * queue's cron makes one job a minute for the whole cluster; the advisory lock keeps a run that
 * outlasts its minute from overlapping the next.
 */
@Injectable()
export class CheckoutHoldSweeper {
  private readonly logger = new Logger(CheckoutHoldSweeper.name);

  constructor(
    private readonly payments: OrderPaymentsService,
    private readonly dataSource: DataSource,
  ) {}

  /** One pass now; 'skipped' when another instance is sweeping at this moment. */
  @JobHandler(HOLD_SWEEP_JOB, { cron: '* * * * *', concurrency: 1 })
  sweep(): Promise<JobRun> {
    return runExclusive(this.dataSource, HOLD_SWEEP_JOB, async () => {
      const released = await this.payments.releaseLapsedHolds();
      if (released > 0) this.logger.log(`Released the units of ${released} lapsed checkout(s)`);
    });
  }
}
