import type { ParcelStatus, ParcelTracking } from '@phonehub/contracts';
import { formatDate } from '../format';
import { Badge, type BadgeTone } from './badge';

/** A parcel's status in words, and the tone it is shown in. */
export const PARCEL_STATUS: Readonly<Record<ParcelStatus, { label: string; tone: BadgeTone }>> = {
  label_created: { label: 'Label created', tone: 'neutral' },
  in_transit: { label: 'In transit', tone: 'info' },
  out_for_delivery: { label: 'Out for delivery', tone: 'brand' },
  delivered: { label: 'Delivered', tone: 'success' },
  return_to_sender: { label: 'Returned to sender', tone: 'warning' },
  failure: { label: 'Delivery problem', tone: 'danger' },
};

/** "3:05 PM" in the reader's time zone, without Intl (see format.ts). */
function clock(iso: string): string {
  const at = new Date(iso);
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export interface ParcelTrackingCardProps {
  tracking: ParcelTracking;
  /** The heading, e.g. "Your parcel from Acme Phones" or "Your prepaid label". */
  title: string;
  /** Offer the label's PDF (the sender's views), with this link text. */
  labelLink?: string;
}

/**
 * A labelled parcel: its status, carrier and tracking code, the label to print (for whoever sends
 * it), and the carrier's scans as a timeline, newest first, each with its time and place.
 */
export function ParcelTrackingCard({ tracking, title, labelLink }: ParcelTrackingCardProps) {
  const status = PARCEL_STATUS[tracking.status];
  return (
    <section className="ph-parcel" aria-label={title}>
      <div className="ph-parcel__head">
        <h3 className="ph-parcel__title">{title}</h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="ph-parcel__meta">
        {tracking.carrier} {tracking.service} · tracking{' '}
        <span className="ph-parcel__code">{tracking.tracking_code}</span>
      </p>
      {labelLink && tracking.label_url && (
        <p className="ph-parcel__label">
          <a href={tracking.label_url} target="_blank" rel="noopener noreferrer">
            {labelLink}
          </a>
          {tracking.expires_at && <> · send it by {formatDate(tracking.expires_at)}</>}
        </p>
      )}
      {tracking.events.length > 0 && (
        <ol className="ph-parcel__events" aria-label={`Tracking of ${tracking.tracking_code}`}>
          {tracking.events.map((event) => (
            <li key={`${event.at}-${event.status}`} className="ph-parcel__event">
              <time dateTime={event.at}>
                {formatDate(event.at, 'short')}, {clock(event.at)}
              </time>
              <span className="ph-parcel__message">{event.message || PARCEL_STATUS[event.status].label}</span>
              {event.location && <span className="ph-parcel__place">{event.location}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
