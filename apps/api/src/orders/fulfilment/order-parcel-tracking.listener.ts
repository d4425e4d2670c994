import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../jobs/job-handler.decorator';
import { ParcelStatusChangedEvent } from '../../shipping/events/parcel-status-changed.event';
import { OrderFulfilmentService } from './order-fulfilment.service';

/** The carrier's scans of order parcels' labels move the orders (the other purposes are the trades' and returns'). */
@Injectable()
export class OrderParcelTrackingListener {
  constructor(private readonly fulfilment: OrderFulfilmentService) {}

  @OnDomainEvent(ParcelStatusChangedEvent)
  async moved(event: ParcelStatusChangedEvent): Promise<void> {
    if (event.purpose !== 'order_parcel') return;
    await this.fulfilment.followParcel(event.subjectId, event.from, event.to);
  }
}
