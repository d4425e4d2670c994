import type { ParcelStatus } from '@phonehub/contracts';
import type { ShipmentPurpose } from '../entities/shipment.entity';

/**
 * A labelled parcel moved to a new status (published with the move): trades, orders and returns
 * follow their own parcels (`purpose`, `subjectId`). `at` is the carrier's time of the scan.
 */
export class ParcelStatusChangedEvent {
  static readonly eventName = 'shipping.parcel-status-changed';

  constructor(
    readonly shipmentId: string,
    readonly purpose: ShipmentPurpose,
    readonly subjectId: string,
    readonly from: ParcelStatus,
    readonly to: ParcelStatus,
    readonly at: Date,
  ) {}
}
