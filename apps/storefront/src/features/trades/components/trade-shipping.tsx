import type { ParcelTracking } from '@phonehub/contracts';
import { TRADE_SHIP_DAYS } from '@phonehub/domain';
import { Alert, ParcelTrackingCard } from '@phonehub/ui';

export const LABEL_LAPSED_NOTE = `The prepaid label expired: the device was not sent within ${TRADE_SHIP_DAYS} days, so this trade-in was cancelled.`;
export const LABEL_LINK = 'Print your prepaid label (PDF)';

/**
 * The trade's prepaid inbound label and its tracking, on the trade page and the track page (where a
 * guest prints it): the label and the day to ship by while it is offered (the API leaves the link
 * out once the trade moved on), the parcel's status and the carrier's scans, newest first. A trade
 * that lapsed says so. Nothing before a label exists.
 */
export function TradeShipping({
  label,
  lapsedAt,
}: {
  label: ParcelTracking | null;
  lapsedAt: string | null;
}) {
  if (!label && !lapsedAt) return null;
  return (
    <section className="trade-shipping" aria-label="Shipping label">
      {lapsedAt && (
        <Alert tone="warning" title="The offer lapsed">
          {LABEL_LAPSED_NOTE}
        </Alert>
      )}
      {label && <ParcelTrackingCard tracking={label} title="Your prepaid label" labelLink={LABEL_LINK} />}
    </section>
  );
}
