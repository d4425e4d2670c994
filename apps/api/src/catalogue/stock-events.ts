import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.service';
import { ProductRestockedEvent } from './events/product-restocked.event';

/** The catalogue's stock events, written as jobs in the stock change's transaction. */
@Injectable()
export class StockEvents {
  constructor(private readonly jobs: JobQueue) {}

  /** The products' stock went from 0 to more in `manager`'s transaction. */
  async restocked(manager: EntityManager, productIds: readonly string[]): Promise<void> {
    for (const id of productIds) await this.jobs.publish(manager, new ProductRestockedEvent(id));
  }

  /** A write set a product's stock from `before` to `after` (undefined: left as it was). */
  async stockSet(
    manager: EntityManager,
    productId: string,
    before: number,
    after: number | undefined,
  ): Promise<void> {
    if (before === 0 && after !== undefined && after > 0) await this.restocked(manager, [productId]);
  }
}
