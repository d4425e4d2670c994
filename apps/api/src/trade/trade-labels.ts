import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CategorySlug, DeviceTypeName, ParcelStatus, ParcelTracking } from '@phonehub/contracts';
import {
  deviceDisplayName,
  inferDeviceType,
  TRADE_SHIP_DAYS,
  tradeMachine,
  WAREHOUSE_ADDRESS,
} from '@phonehub/domain';
import { Repository, type EntityManager } from 'typeorm';
import { OnDomainEvent } from '../jobs/job-handler.decorator';
import { JobQueue } from '../jobs/job-queue.service';
import type { PostalAddress } from '../shipping/carrier.port';
import { ParcelStatusChangedEvent } from '../shipping/events/parcel-status-changed.event';
import { parcelFor, ShippingService } from '../shipping/shipping.service';
import { StatusChanges, SYSTEM } from '../status-history/status-changes.service';
import { DevicePricingService } from './device-pricing.service';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { TradeApprovedEvent } from './events/trade-approved.event';
import { TradeLabelMailEvent } from './events/trade-label-mail.event';
import { TradeProgress } from './trade-progress';
import { receiveDevice } from './trade-receipt';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's category of a trade-in device's kind: it decides the parcel's box and weight. */
const CATEGORY_OF: Readonly<Record<DeviceTypeName, CategorySlug>> = {
  phone: 'smartphones',
  tablet: 'tablets',
  laptop: 'laptops',
  watch: 'smart-watches',
  audio: 'audio',
  gaming: 'gaming',
};

/** Scans that mean the carrier has the device (delivered included: a parcel may skip the scans between). */
const ON_ITS_WAY: readonly ParcelStatus[] = ['in_transit', 'out_for_delivery', 'delivered'];

export const RECEIVED_AT_WAREHOUSE = 'Received at our warehouse';

/** The day the label lapses: TRADE_SHIP_DAYS after the approval. */
export const shipByOf = (approvedAt: Date): Date => new Date(approvedAt.getTime() + TRADE_SHIP_DAYS * DAY_MS);

/** The customer's address on the trade, as the label prints it (trades are sent from the US). */
export function senderOf(trade: TradeRequestEntity): PostalAddress {
  return {
    name: `${trade.firstName} ${trade.lastName}`.trim(),
    street1: trade.street,
    city: trade.city,
    state: trade.state,
    zip: trade.zipCode,
    country: 'US',
    phone: trade.phone,
    email: trade.email,
  };
}

/** "USPS GroundAdvantage, tracking EZ…": how the timeline and the mails name a parcel. */
const parcelName = (label: ParcelTracking) =>
  `${label.carrier} ${label.service}, tracking ${label.tracking_code}`;

/**
 * Trade-ins travel on a prepaid label. A job of the approval buys the inbound label to the warehouse
 * (ShippingService, once per trade), notes it on the timeline and mails it; the carrier's tracking
 * then moves the trade: its first scan is noted ("On its way to us"), and its delivery receives the
 * trade as the admin's 'received' does (by the system, under the row lock). A trade no longer
 * waiting for its device (received by hand for a walk-in, cancelled, lapsed) is left as it is.
 */
@Injectable()
export class TradeLabels {
  constructor(
    @InjectRepository(TradeRequestEntity) private readonly trades: Repository<TradeRequestEntity>,
    private readonly shipping: ShippingService,
    private readonly progress: TradeProgress,
    private readonly statusChanges: StatusChanges,
    private readonly devices: DevicePricingService,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * The trade's label and tracking as its pages show them: the label itself is offered (label_url)
   * only while the trade waits for the device.
   */
  async labelOf(trade: TradeRequestEntity): Promise<ParcelTracking | null> {
    const label = (await this.shipping.tracking('trade_inbound', [trade.id])).get(trade.id);
    if (!label) return null;
    return trade.status === 'approved' ? label : { ...label, label_url: null };
  }

  /**
   * The approval's job: buys the label (a carrier outage throws, and the job is retried; buying
   * again answers the label bought before), then notes and mails it once (label_mailed_at, under the
   * row lock). A trade that moved on meanwhile gets no label.
   */
  @OnDomainEvent(TradeApprovedEvent)
  async buyLabel(event: TradeApprovedEvent): Promise<void> {
    const trade = await this.trades.findOneBy({ id: event.tradeId });
    if (!trade || trade.status !== 'approved' || trade.labelMailedAt || !trade.approvedAt) return;
    const label = await this.shipping.buyCheapest({
      purpose: 'trade_inbound',
      subjectId: trade.id,
      from: senderOf(trade),
      to: WAREHOUSE_ADDRESS,
      parcel: parcelFor([await this.categoryOf(trade)]),
      reference: trade.trackingCode,
      isReturn: false,
      expiresAt: shipByOf(trade.approvedAt),
    });
    await this.trades.manager.transaction(async (manager) => {
      const row = await this.lock(manager, trade.id);
      if (!row || row.status !== 'approved' || row.labelMailedAt) return;
      row.labelMailedAt = new Date();
      await manager.save(row);
      await this.progress.note(manager, row, `Prepaid label created (${parcelName(label)})`);
      await this.mailLabel(manager, row, label, false);
    });
  }

  /**
   * Mails the trade's label (in `manager`'s transaction: sent once it commits); `reminder` at day
   * TRADE_SHIP_REMINDER_DAY.
   */
  async mailLabel(
    manager: EntityManager,
    trade: TradeRequestEntity,
    label: ParcelTracking,
    reminder: boolean,
  ): Promise<void> {
    if (!label.label_url || !trade.approvedAt) return;
    const contact = await this.progress.contactOf(manager, trade);
    await this.jobs.publish(
      manager,
      new TradeLabelMailEvent(
        contact.email,
        contact.firstName,
        trade.trackingCode,
        deviceDisplayName(trade.brand, trade.model),
        label.label_url,
        `${label.carrier} ${label.service}`,
        label.tracking_code,
        (label.expires_at ? new Date(label.expires_at) : shipByOf(trade.approvedAt)).toISOString(),
        this.progress.pageUrl(trade),
        reminder,
      ),
    );
  }

  /**
   * The carrier moved a trade's parcel: its first scan on the way is noted once (device_shipped_at),
   * and its delivery receives the trade, with the re-quote the admin's receipt makes once the quote
   * has lapsed. Only while the trade waits for the device: one received by hand stays as it is.
   */
  @OnDomainEvent(ParcelStatusChangedEvent)
  async followParcel(event: ParcelStatusChangedEvent): Promise<void> {
    if (event.purpose !== 'trade_inbound' || !ON_ITS_WAY.includes(event.to)) return;
    const label = (await this.shipping.tracking('trade_inbound', [event.subjectId])).get(event.subjectId);
    await this.trades.manager.transaction(async (manager) => {
      const row = await this.lock(manager, event.subjectId);
      if (!row || row.status !== 'approved') return;
      if (!row.deviceShippedAt) {
        row.deviceShippedAt = event.at;
        await manager.save(row);
        const tracking = label ? ` (tracking ${label.tracking_code})` : '';
        await this.progress.note(manager, row, `On its way to us${tracking}`);
      }
      if (event.to === 'delivered') await this.receive(manager, row, event.at);
    });
  }

  /** The carrier delivered the device: the trade is received by the system, as the admin would. */
  private async receive(manager: EntityManager, row: TradeRequestEntity, at: Date): Promise<void> {
    await this.statusChanges.transition(manager, tradeMachine, 'trade', row, 'received', {
      actor: SYSTEM,
      at,
    });
    const requoted = await receiveDevice(this.devices, row, at, null);
    const saved = await manager.save(row);
    await this.progress.step(manager, saved, [RECEIVED_AT_WAREHOUSE, requoted].filter(Boolean).join('. '));
  }

  private lock(manager: EntityManager, id: string): Promise<TradeRequestEntity | null> {
    return manager
      .getRepository(TradeRequestEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The trade's device as the shop's category: its priced kind, else what its model's name says. */
  private async categoryOf(trade: TradeRequestEntity): Promise<CategorySlug> {
    const device = await this.devices.findDevice(trade.brand, trade.model);
    return CATEGORY_OF[device?.deviceType ?? inferDeviceType(trade.model)] ?? 'smartphones';
  }
}
