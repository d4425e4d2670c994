import { randomInt } from 'node:crypto';
import { EasyPostApiError, fieldError, isoSeconds, notFound, randomId } from './errors';

export const TRACKER_STATUSES = [
  'pre_transit',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'return_to_sender',
  'failure',
] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];

/** The statuses the control can move a parcel to (a parcel never goes back to pre_transit). */
export type AdvanceStatus = Exclude<TrackerStatus, 'pre_transit'>;

/** Where a parcel can go next without being told: the happy path, and a failed delivery goes back. */
const NEXT: Partial<Record<TrackerStatus, AdvanceStatus>> = {
  pre_transit: 'in_transit',
  in_transit: 'out_for_delivery',
  out_for_delivery: 'delivered',
  failure: 'return_to_sender',
};

/** A delivered or returned parcel's tracking is over: EasyPost marks such trackers `finalized`. */
const FINAL: ReadonlySet<TrackerStatus> = new Set(['delivered', 'return_to_sender']);

export interface Place {
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
}

export interface SandboxTrackingDetail {
  message: string;
  status: TrackerStatus;
  status_detail: string;
  /** ms; strictly increasing along a tracker, so carrier-event order is unambiguous. */
  datetime: number;
  location: Place;
}

export interface SandboxTracker {
  id: string;
  created: number;
  tracking_code: string;
  carrier: string;
  service: string | null;
  status: TrackerStatus;
  status_detail: string;
  shipment_id: string | null;
  is_return: boolean;
  weight: number | null;
  est_delivery: number;
  origin: Place;
  destination: Place;
  details: SandboxTrackingDetail[];
}

export interface ShipmentTracking {
  trackingCode: string;
  carrier: string;
  service: string;
  shipmentId: string;
  isReturn: boolean;
  weight: number;
  deliveryDays: number;
  origin: Place;
  destination: Place;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a tracker created for a bare tracking code (no shipment of ours) travels: EasyPost's sample addresses. */
const SAMPLE_ORIGIN: Place = { city: 'SAN FRANCISCO', state: 'CA', country: 'US', zip: '94104' };
const SAMPLE_DESTINATION: Place = { city: 'REDONDO BEACH', state: 'CA', country: 'US', zip: '90277' };

/**
 * EasyPost's test tracking codes: a tracker created for one of them has already reached that status
 * (https://docs.easypost.com/docs/trackers#tracking-test-numbers), so the receiving side can be tried
 * without buying a label.
 */
const TEST_CODES: Record<string, AdvanceStatus[]> = {
  EZ1000000001: [],
  EZ2000000002: ['in_transit'],
  EZ3000000003: ['in_transit', 'out_for_delivery'],
  EZ4000000004: ['in_transit', 'out_for_delivery', 'delivered'],
  EZ5000000005: ['in_transit', 'return_to_sender'],
  EZ6000000006: ['in_transit', 'out_for_delivery', 'failure'],
};

/** What a scan at `status` reads like, and where it happens along the parcel's way. */
function scan(tracker: SandboxTracker, status: AdvanceStatus) {
  const last = tracker.details[tracker.details.length - 1].location;
  switch (status) {
    case 'in_transit':
      return tracker.details.some((d) => d.status === 'in_transit')
        ? {
            message: 'Arrived at destination facility',
            status_detail: 'received_at_destination_facility',
            location: tracker.destination,
          }
        : {
            message: 'Accepted at origin facility',
            status_detail: 'received_at_origin_facility',
            location: tracker.origin,
          };
    case 'out_for_delivery':
      return {
        message: 'Out for delivery',
        status_detail: 'out_for_delivery',
        location: tracker.destination,
      };
    case 'delivered':
      return { message: 'Delivered', status_detail: 'arrived_at_destination', location: tracker.destination };
    case 'return_to_sender':
      return { message: 'Returned to sender', status_detail: 'return', location: last };
    case 'failure':
      return { message: 'Delivery attempt failed', status_detail: 'delivery_exception', location: last };
  }
}

export function isAdvanceStatus(value: unknown): value is AdvanceStatus {
  return (
    typeof value === 'string' &&
    value !== 'pre_transit' &&
    (TRACKER_STATUSES as readonly string[]).includes(value)
  );
}

export class TrackerLedger {
  private readonly byId = new Map<string, SandboxTracker>();
  private readonly byCode = new Map<string, SandboxTracker>();

  /** A fresh label number: 'EZ' and 18 digits, never one already handed out. */
  newTrackingCode(): string {
    for (;;) {
      const digits = `${randomInt(1e9)}`.padStart(9, '0') + `${randomInt(1e9)}`.padStart(9, '0');
      const code = `EZ${digits}`;
      if (!this.byCode.has(code)) return code;
    }
  }

  /** The tracker every bought label comes with: pre_transit, one "Label created" scan where it starts. */
  createForShipment(tracking: ShipmentTracking, now: number): SandboxTracker {
    return this.add(
      {
        tracking_code: tracking.trackingCode,
        carrier: tracking.carrier,
        service: tracking.service,
        shipment_id: tracking.shipmentId,
        is_return: tracking.isReturn,
        weight: tracking.weight,
        est_delivery: now + tracking.deliveryDays * DAY_MS,
        origin: tracking.origin,
        destination: tracking.destination,
      },
      now,
    );
  }

  /**
   * POST /v2/trackers. EasyPost keeps one tracker per tracking code: asking again answers the same one
   * (`created` false). A code of ours (a bought label) is always found this way.
   */
  createForCode(trackingCode: string, carrier: string | null, now: number) {
    const known = this.byCode.get(trackingCode);
    if (known) return { tracker: known, created: false };
    const tracker = this.add(
      {
        tracking_code: trackingCode,
        carrier: carrier?.toUpperCase() ?? 'USPS',
        service: null,
        shipment_id: null,
        is_return: false,
        weight: null,
        est_delivery: now + 3 * DAY_MS,
        origin: SAMPLE_ORIGIN,
        destination: SAMPLE_DESTINATION,
      },
      now,
    );
    for (const status of TEST_CODES[trackingCode] ?? []) this.move(tracker, status, now);
    return { tracker, created: true };
  }

  find(id: string): SandboxTracker {
    const tracker = this.byId.get(id);
    if (!tracker) throw notFound();
    return tracker;
  }

  findByCode(trackingCode: string): SandboxTracker {
    const tracker = this.byCode.get(trackingCode);
    if (!tracker) throw notFound();
    return tracker;
  }

  /** Newest first, as EasyPost lists; `before_id` pages on from a tracker of the previous page. */
  list(filter: { codes: string[]; carrier: string | null; pageSize: number; beforeId: string | null }) {
    let found = [...this.byId.values()].reverse();
    if (filter.codes.length > 0) found = found.filter((t) => filter.codes.includes(t.tracking_code));
    if (filter.carrier) found = found.filter((t) => t.carrier === filter.carrier?.toUpperCase());
    if (filter.beforeId) {
      const at = found.findIndex((t) => t.id === filter.beforeId);
      found = at < 0 ? [] : found.slice(at + 1);
    }
    return { trackers: found.slice(0, filter.pageSize), has_more: found.length > filter.pageSize };
  }

  /**
   * The control's move: to `status`, or without one to the next status along the way. A delivered or
   * returned parcel moves no more. Answers the status it had before (the event's previous_attributes).
   */
  advance(trackingCode: string, status: unknown, now: number) {
    const tracker = this.findByCode(trackingCode);
    if (FINAL.has(tracker.status))
      throw new EasyPostApiError(
        400,
        'TRACKER.FINALIZED',
        `Tracker ${trackingCode} is ${tracker.status}: a finished parcel cannot move on.`,
      );
    if (status !== undefined && !isAdvanceStatus(status))
      throw new EasyPostApiError(400, 'PARAMETER.INVALID', 'Invalid parameter: status.', [
        fieldError(
          'status',
          `must be one of ${TRACKER_STATUSES.filter((s) => s !== 'pre_transit').join(', ')}`,
        ),
      ]);
    const target = status ?? (NEXT[tracker.status] as AdvanceStatus);
    const previous = tracker.status;
    this.move(tracker, target, now);
    return { tracker, previous };
  }

  private add(
    fields: Omit<SandboxTracker, 'id' | 'created' | 'status' | 'status_detail' | 'details'>,
    now: number,
  ): SandboxTracker {
    const tracker: SandboxTracker = {
      id: randomId('trk_'),
      created: now,
      ...fields,
      status: 'pre_transit',
      status_detail: 'label_created',
      details: [
        {
          message: 'Label created',
          status: 'pre_transit',
          status_detail: 'label_created',
          datetime: Math.floor(now / 1000) * 1000,
          location: fields.origin,
        },
      ],
    };
    this.byId.set(tracker.id, tracker);
    this.byCode.set(tracker.tracking_code, tracker);
    return tracker;
  }

  private move(tracker: SandboxTracker, status: AdvanceStatus, now: number): void {
    const last = tracker.details[tracker.details.length - 1];
    // Whole seconds (EasyPost's precision), and always after the last scan even when moved twice in a second.
    const datetime = Math.max(Math.floor(now / 1000) * 1000, last.datetime + 1000);
    tracker.details.push({ status, datetime, ...scan(tracker, status) });
    tracker.status = status;
    tracker.status_detail = tracker.details[tracker.details.length - 1].status_detail;
  }
}

const locationObject = (place: Place) => ({ object: 'TrackingLocation', ...place });

export function trackerObject(tracker: SandboxTracker, baseUrl: string) {
  const updated = tracker.details[tracker.details.length - 1].datetime;
  return {
    id: tracker.id,
    object: 'Tracker',
    mode: 'test',
    tracking_code: tracker.tracking_code,
    status: tracker.status,
    status_detail: tracker.status_detail,
    signed_by: tracker.status === 'delivered' ? 'RECIPIENT' : null,
    weight: tracker.weight,
    carrier: tracker.carrier,
    shipment_id: tracker.shipment_id,
    is_return: tracker.is_return,
    finalized: FINAL.has(tracker.status),
    public_url: `${baseUrl}/track/${tracker.id}`,
    est_delivery_date: isoSeconds(tracker.est_delivery),
    created_at: isoSeconds(tracker.created),
    updated_at: isoSeconds(updated),
    fees: [],
    carrier_detail: {
      object: 'CarrierDetail',
      service: tracker.service,
      origin_location: [tracker.origin.city, tracker.origin.state].filter(Boolean).join(', '),
      destination_location: [tracker.destination.city, tracker.destination.state].filter(Boolean).join(', '),
    },
    tracking_details: tracker.details.map((detail) => ({
      object: 'TrackingDetail',
      message: detail.message,
      description: detail.message,
      status: detail.status,
      status_detail: detail.status_detail,
      datetime: isoSeconds(detail.datetime),
      source: tracker.carrier,
      carrier_code: null,
      tracking_location: locationObject(detail.location),
    })),
  };
}
