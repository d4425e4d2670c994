import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ExclusiveIntervalJob, type JobRun } from '../common/scheduling';
import { PaymentEventsService } from './payment-events.service';

/** How often lapsed holds are looked for: units wait at most this long past their session's end. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;
/** The job's name: its advisory lock, so one instance sweeps at a time. */
export const HOLD_SWEEP_JOB = 'checkout-hold-sweep';

/**
 * Gives back the units of checkouts whose session ended without the expiry webhook arriving (the
 * provider gave up, the API was down): the webhook is the fast path, this timer the guarantee.
 * Every instance schedules it; one at a time runs it (ExclusiveIntervalJob).
 */
@Injectable()
export class CheckoutHoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CheckoutHoldSweeper.name);
  private readonly job: ExclusiveIntervalJob;

  constructor(
    private readonly events: PaymentEventsService,
    dataSource: DataSource,
  ) {
    this.job = new ExclusiveIntervalJob(dataSource, HOLD_SWEEP_JOB, HOLD_SWEEP_INTERVAL_MS, async () => {
      const released = await this.events.releaseLapsedHolds();
      if (released > 0) this.logger.log(`Released the units of ${released} lapsed checkout(s)`);
    });
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One pass now; 'skipped' when another instance is sweeping at this moment. */
  sweep(): Promise<JobRun> {
    return this.job.run();
  }
}
