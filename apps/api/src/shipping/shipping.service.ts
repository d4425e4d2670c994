import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ParcelStatus, ParcelTracking as ParcelTrackingView, ShippingQuote } from '@phonehub/contracts';
import { parcelMachine } from '@phonehub/domain';
import { DataSource, In, Repository, type EntityManager } from 'typeorm';
import { errorText } from '../common/errors/error-text';
import { OnDomainEvent } from '../jobs/job-handler.decorator';
import { JobQueue } from '../jobs/job-queue.service';
import { StatusChanges, SYSTEM } from '../status-history/status-changes.service';
import {
  CARRIER,
  CarrierRefusedError,
  type CarrierGateway,
  type CarrierLabel,
  type CarrierParcelStatus,
  type CarrierWebhookEvent,
  type ParcelSize,
  type PostalAddress,
} from './carrier.port';
import { recordWebhook } from '../observability/app-metrics';
import { ShipmentEventEntity } from './entities/shipment-event.entity';
import { ShipmentEntity, type ShipmentPurpose } from './entities/shipment.entity';
import { ShippingQuoteEntity } from './entities/shipping-quote.entity';
import { CarrierTrackingChangedEvent } from './events/carrier-tracking-changed.event';
import { ParcelStatusChangedEvent } from './events/parcel-status-changed.event';
import { ShippingErrors } from './shipping.errors';

/** The carrier's words on ours: before the first scan a parcel only has its label. */
export const parcelStatus = (status: CarrierParcelStatus): ParcelStatus =>
  status === 'pre_transit' || status === 'unknown' ? 'label_created' : status;

/** A parcel's box and weight for what is in it (the largest item decides the box). */
const PARCEL_SIZES: Readonly<Record<string, ParcelSize>> = {
  smartphones: { lengthIn: 8, widthIn: 5, heightIn: 3, weightOz: 20 },
  'smart-watches': { lengthIn: 6, widthIn: 5, heightIn: 4, weightOz: 12 },
  audio: { lengthIn: 10, widthIn: 8, heightIn: 5, weightOz: 24 },
  tablets: { lengthIn: 13, widthIn: 10, heightIn: 3, weightOz: 40 },
  gaming: { lengthIn: 16, widthIn: 12, heightIn: 6, weightOz: 96 },
  laptops: { lengthIn: 18, widthIn: 13, heightIn: 4, weightOz: 112 },
};

/** The box for items of these categories (a phone's box when none is known), adding up the weights. */
export function parcelFor(categories: readonly string[]): ParcelSize {
  const sizes = categories.map((c) => PARCEL_SIZES[c] ?? PARCEL_SIZES.smartphones);
  if (sizes.length === 0) return PARCEL_SIZES.smartphones;
  const box = sizes.reduce((a, b) =>
    a.lengthIn * a.widthIn * a.heightIn >= b.lengthIn * b.widthIn * b.heightIn ? a : b,
  );
  return { ...box, weightOz: sizes.reduce((sum, s) => sum + s.weightOz, 0) };
}

/** What a label is for: the subject (a trade, an order parcel, a return) in its owner's words. */
export interface LabelSubject {
  purpose: ShipmentPurpose;
  subjectId: string;
}

export interface LabelRequest extends LabelSubject {
  from: PostalAddress;
  to: PostalAddress;
  parcel: ParcelSize;
  /** Printed on the label and kept by the carrier: the order or trade reference. */
  reference: string;
  isReturn?: boolean;
  /** When the label stops being offered (a trade-in's ship-by date). */
  expiresAt?: Date | null;
}

const toView = (shipment: ShipmentEntity, events: readonly ShipmentEventEntity[]): ParcelTrackingView => ({
  carrier: shipment.carrier,
  service: shipment.service,
  tracking_code: shipment.trackingCode,
  status: shipment.status,
  label_url: shipment.labelUrl,
  events: [...events]
    .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime())
    .map((e) => ({
      status: e.status,
      message: e.message,
      location: e.location,
      at: e.occurredAt.toISOString(),
    })),
  expires_at: shipment.expiresAt?.toISOString() ?? null,
});

/**
 * Labels and tracking. Other modules ask for rates and buy a label for their subject (one per
 * subject); the carrier's tracking webhooks, verified and recorded once, become jobs that re-read
 * the parcel's tracking from the carrier, keep every scan, and move the parcel's status along
 * parcelMachine, never back to a status older than the one it has. Each move is announced
 * (ParcelStatusChangedEvent) in the same transaction, so trades, orders and returns follow.
 */
@Injectable()
export class ShippingService {
  private readonly logger = new Logger(ShippingService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(ShipmentEntity) private readonly shipments: Repository<ShipmentEntity>,
    @InjectRepository(ShipmentEventEntity) private readonly events: Repository<ShipmentEventEntity>,
    @InjectRepository(ShippingQuoteEntity) private readonly quotes: Repository<ShippingQuoteEntity>,
    @Inject(CARRIER) private readonly carrier: CarrierGateway,
    private readonly jobs: JobQueue,
    private readonly history: StatusChanges,
  ) {}

  /** The carrier's rates for the subject's parcel, cheapest first; buy one with `buy`. */
  async quote(request: Omit<LabelRequest, 'expiresAt'>): Promise<ShippingQuote> {
    const quote = await this.call(() =>
      this.carrier.quote({
        from: request.from,
        to: request.to,
        parcel: request.parcel,
        reference: request.reference,
        isReturn: request.isReturn,
      }),
    );
    await this.quotes.insert({
      providerShipmentId: quote.shipmentId,
      purpose: request.purpose,
      subjectId: request.subjectId,
      rateIds: quote.rates.map((r) => r.id),
    });
    return {
      quote_id: quote.shipmentId,
      rates: [...quote.rates]
        .sort((a, b) => a.amountCents - b.amountCents)
        .map((r) => ({
          id: r.id,
          carrier: r.carrier,
          service: r.service,
          amount_cents: r.amountCents,
          delivery_days: r.deliveryDays,
        })),
    };
  }

  /** Buys a quoted rate's label for the subject (409 when it has one). */
  async buy(
    subject: LabelSubject & { quoteId: string; rateId: string; expiresAt?: Date | null },
  ): Promise<ParcelTrackingView> {
    if (await this.shipments.existsBy({ purpose: subject.purpose, subjectId: subject.subjectId }))
      throw ShippingErrors.labelExists();
    // Only a quote made for this subject, and one of its rates.
    const quote = await this.quotes.findOneBy({ providerShipmentId: subject.quoteId });
    if (
      !quote ||
      quote.purpose !== subject.purpose ||
      quote.subjectId !== subject.subjectId ||
      !quote.rateIds.includes(subject.rateId)
    )
      throw ShippingErrors.unknownRate();
    const label = await this.call(() => this.carrier.buy(subject.quoteId, subject.rateId));
    return this.record(subject, label, subject.expiresAt ?? null);
  }

  /** Quotes and buys the cheapest rate in one step (the labels the shop buys on its own: trade-ins, returns). */
  async buyCheapest(request: LabelRequest): Promise<ParcelTrackingView> {
    const existing = await this.tracking(request.purpose, [request.subjectId]);
    const had = existing.get(request.subjectId);
    if (had) return had;
    const quote = await this.quote(request);
    const cheapest = quote.rates[0];
    if (!cheapest) throw ShippingErrors.refused('no rate was offered for this parcel');
    const label = await this.call(() => this.carrier.buy(quote.quote_id, cheapest.id));
    return this.record(request, label, request.expiresAt ?? null);
  }

  /** The labelled parcels of these subjects, with their scans. */
  async tracking(
    purpose: ShipmentPurpose,
    subjectIds: readonly string[],
  ): Promise<Map<string, ParcelTrackingView>> {
    if (subjectIds.length === 0) return new Map();
    const rows = await this.shipments.findBy({ purpose, subjectId: In([...subjectIds]) });
    const scans = rows.length ? await this.events.findBy({ shipmentId: In(rows.map((r) => r.id)) }) : [];
    return new Map(
      rows.map((row) => [
        row.subjectId,
        toView(
          row,
          scans.filter((scan) => scan.shipmentId === row.id),
        ),
      ]),
    );
  }

  /** A tracking webhook: verified over the raw bytes, recorded under its event id, handled as a job. */
  async handleWebhook(
    rawBody: unknown,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<{ received: true }> {
    if (!Buffer.isBuffer(rawBody)) throw ShippingErrors.invalidWebhook();
    let event: CarrierWebhookEvent;
    try {
      event = this.carrier.webhookEvent(rawBody, headers);
    } catch {
      throw ShippingErrors.invalidWebhook();
    }
    const trackerId = event.trackerId;
    if (!trackerId) return { received: true };
    // Counted, with the lag from the event's creation at the carrier (observability/app-metrics.ts).
    return recordWebhook('carrier', event.createdAt, async () => {
      await this.db.transaction(async (manager) => {
        const fresh = await manager.query(
          `INSERT INTO processed_carrier_events (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id`,
          [event.id],
        );
        if (fresh.length > 0) await this.jobs.publish(manager, new CarrierTrackingChangedEvent(trackerId));
      });
      return { received: true as const };
    });
  }

  /**
   * The job of a tracking webhook: the carrier's tracking as it is now (the webhook is only a hint),
   * every scan kept once, and the status moved to the newest scan's when that scan is newer than the
   * one the parcel has (an event that arrives late changes nothing).
   */
  @OnDomainEvent(CarrierTrackingChangedEvent)
  async refresh(event: CarrierTrackingChangedEvent): Promise<void> {
    const known = await this.shipments.findOneBy({ trackerId: event.trackerId });
    if (!known) {
      this.logger.warn(`Tracking of ${event.trackerId}, which is no label of ours`);
      return;
    }
    const tracking = await this.carrier.track(event.trackerId);
    if (!tracking) return;
    await this.db.transaction(async (manager) => {
      const shipment = await manager
        .getRepository(ShipmentEntity)
        .findOne({ where: { id: known.id }, lock: { mode: 'pessimistic_write' } });
      if (!shipment) return;
      if (tracking.scans.length > 0)
        await manager
          .getRepository(ShipmentEventEntity)
          .createQueryBuilder()
          .insert()
          .values(
            tracking.scans.map((scan) => ({
              shipmentId: shipment.id,
              status: parcelStatus(scan.status),
              message: scan.message.slice(0, 500) || scan.status,
              location: scan.location?.slice(0, 200) ?? null,
              occurredAt: scan.at,
            })),
          )
          .orIgnore()
          .execute();
      const latest = tracking.scans.at(-1);
      if (!latest) return;
      const to = parcelStatus(latest.status);
      if (latest.at <= shipment.statusAt || to === shipment.status) return;
      if (!parcelMachine.can(shipment.status, to)) {
        this.logger.warn(
          `Parcel ${shipment.trackingCode}: ${parcelMachine.refusal(shipment.status, to)}; kept`,
        );
        return;
      }
      await this.move(manager, shipment, to, latest.at);
    });
  }

  private async move(
    manager: EntityManager,
    shipment: ShipmentEntity,
    to: ParcelStatus,
    at: Date,
  ): Promise<void> {
    const from = shipment.status;
    await this.history.transition(manager, parcelMachine, 'shipment', shipment, to, { actor: SYSTEM, at });
    await manager.update(ShipmentEntity, { id: shipment.id }, { status: to, statusAt: at });
    await this.jobs.publish(
      manager,
      new ParcelStatusChangedEvent(shipment.id, shipment.purpose, shipment.subjectId, from, to, at),
    );
  }

  /** Stores a bought label for its subject (one per subject: a second answers the first). */
  private async record(
    subject: LabelSubject,
    label: CarrierLabel,
    expiresAt: Date | null,
  ): Promise<ParcelTrackingView> {
    await this.db.transaction(async (manager) => {
      const inserted = await manager
        .getRepository(ShipmentEntity)
        .createQueryBuilder()
        .insert()
        .values({
          purpose: subject.purpose,
          subjectId: subject.subjectId,
          providerShipmentId: label.shipmentId,
          trackerId: label.trackerId,
          trackingCode: label.trackingCode,
          carrier: label.carrier,
          service: label.service,
          rateCents: label.amountCents,
          labelUrl: label.labelUrl,
          status: 'label_created',
          statusAt: new Date(),
          expiresAt,
        })
        .orIgnore()
        .returning('id')
        .execute();
      const id = (inserted.raw as Array<{ id: string }>)[0]?.id;
      if (id)
        await this.history.record(manager, 'shipment', id, {
          from: null,
          to: 'label_created',
          actor: SYSTEM,
          at: new Date(),
        });
    });
    const view = (await this.tracking(subject.purpose, [subject.subjectId])).get(subject.subjectId);
    if (!view) throw new Error(`The label of ${subject.purpose} ${subject.subjectId} was not stored`);
    return view;
  }

  /** A carrier call: a refusal is the caller's 422, anything else a 502. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof CarrierRefusedError) throw ShippingErrors.refused(error.message);
      this.logger.error(`The carrier could not be reached: ${errorText(error)}`);
      throw ShippingErrors.carrierUnavailable();
    }
  }
}
