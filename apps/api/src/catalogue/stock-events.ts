import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { EntityManager } from 'typeorm';
import { afterCommit } from '../common/database/after-commit';
import { ProductRestockedEvent } from './events/product-restocked.event';

/** The catalogue's stock events, published once the write's transaction commits. */
@Injectable()
export class StockEvents {
  constructor(private readonly events: EventEmitter2) {}

  /** The products' stock went from 0 to more in `manager`'s transaction. */
  restocked(manager: EntityManager, productIds: readonly string[]): void {
    if (productIds.length === 0) return;
    afterCommit(manager, () => {
      for (const id of productIds) this.events.emit(ProductRestockedEvent.eventName, new ProductRestockedEvent(id));
    });
  }

  /** A write set a product's stock from `before` to `after` (undefined: left as it was). */
  stockSet(manager: EntityManager, productId: string, before: number, after: number | undefined): void {
    if (before === 0 && after !== undefined && after > 0) this.restocked(manager, [productId]);
  }
}
