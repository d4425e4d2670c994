import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PaymentEventsService } from './payment-events.service';

/** How often lapsed holds are looked for: units wait at most this long past their session's end. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Gives back the units of checkouts whose session ended without the expiry webhook arriving (the
 * provider gave up, the API was down): the webhook is the fast path, this timer the guarantee.
 */
@Injectable()
export class CheckoutHoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CheckoutHoldSweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly events: PaymentEventsService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), HOLD_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; a pass still running is joined rather than doubled. */
  sweep(): Promise<unknown> {
    this.running ??= this.events
      .releaseLapsedHolds()
      .then((released) => {
        if (released > 0) this.logger.log(`Released the units of ${released} lapsed checkout(s)`);
      })
      .catch((error: unknown) => this.logger.error(`Sweeping lapsed checkouts failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
