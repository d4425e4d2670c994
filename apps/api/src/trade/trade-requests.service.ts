import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AdminTradeQuery,
  CreateTradeResponse,
  Paged,
  TrackedTrade,
  TradeRequest,
  TradeStatistics,
} from '@phonehub/contracts';
import {
  brandShares,
  checkEmail,
  toCents,
  toDollars,
  TRADE_MESSAGES,
  tradeMachine,
  VALIDATION_MESSAGES,
} from '@phonehub/domain';
import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { hasForbiddenControlCharacters } from '../catalogue/dto/clean-text';
import { AuditService } from '../audit/audit.service';
import { afterCommit } from '../common/database/after-commit';
import { ValidationFailedError } from '../common/errors/app-error';
import { enforceMachine } from '../common/errors/invalid-transition.error';
import { findPage, parseSort, toPaged } from '../common/paging/paged';
import { containsPattern } from '../common/sql/like-pattern';
import { appConfig, type AppConfig } from '../config/app.config';
import { isUniqueViolation } from '../database/postgres-errors';
import { DevicePricingService } from './device-pricing.service';
import type { AdminTradesPageQueryDto, AdminTradesQueryDto, TradeSort } from './dto/admin-trades-query.dto';
import type { CreateTradeDto } from './dto/create-trade.dto';
import type { ReviewTradeDto } from './dto/review-trade.dto';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { TradeStatusChangedEvent } from './events/trade-status-changed.event';
import { toCsv } from './trade-csv';
import { CSV_HEADER, toCsvRow, toTrackedTrade, toTradeRequest } from './trade-mapper';
import { findTradePartner } from './trade-partners';
import {
  DeviceNotFoundError,
  RejectionReasonRequiredError,
  TradeNotFoundError,
  UnknownTradePartnerError,
} from './trade.errors';
import { TradeImagesService } from './uploads/trade-images.service';

// Crockford's base32: no I, L, O or U, so a code read aloud or typed is hard to get wrong.
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomBase32 = (length: number) => [...randomBytes(length)].map((byte) => BASE32[byte & 31]).join('');

const TRADE_SORT_COLUMNS: Record<TradeSort, string> = { submitted_at: 't.submitted_at', brand: 't.brand' };

/** 'TR-' and 10 random base32 characters (50 bits): unguessable, short enough to type. */
export const newTrackingCode = () => `TR-${randomBase32(10)}`;
/** Serial numbers left empty get 'SN' and 12 random characters (spec: generated if empty). */
export const newSerialNumber = () => `SN${randomBase32(12)}`;

type Contact = Pick<
  TradeRequestEntity,
  'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'city' | 'state' | 'zipCode'
>;

@Injectable()
export class TradeRequestsService {
  constructor(
    @InjectRepository(TradeRequestEntity) private readonly trades: Repository<TradeRequestEntity>,
    private readonly devices: DevicePricingService,
    private readonly images: TradeImagesService,
    private readonly events: EventEmitter2,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /** The estimate is the server's quote for the device; nothing the client says about value is used. */
  async create(user: UserEntity | null, dto: CreateTradeDto): Promise<CreateTradeResponse> {
    const contact = this.contactFor(user, dto);
    const partner = findTradePartner(dto.tradePartner);
    if (!partner) throw new UnknownTradePartnerError();
    const device = await this.devices.findDevice(dto.brand, dto.model);
    if (!device) throw new DeviceNotFoundError();
    const estimate = this.devices.estimate(device, dto.condition, dto.storage);
    const storage = device.storageOptions.find((o) => o.toLowerCase() === dto.storage.toLowerCase());

    for (let attempt = 0; ; attempt++) {
      try {
        // The trade and its photos' claim commit together: a refused photo leaves no trade behind.
        const row = await this.trades.manager.transaction(async (manager) => {
          const trades = manager.getRepository(TradeRequestEntity);
          const saved = await trades.save(
            trades.create({
              ...contact,
              trackingCode: newTrackingCode(),
              userId: user?.id ?? null,
              isGuest: user === null,
              status: 'pending_review',
              brand: device.brand,
              model: device.model,
              storage: storage ?? dto.storage,
              color: dto.color ?? null,
              condition: dto.condition,
              serialNumber: dto.serialNumber ?? newSerialNumber(),
              description: dto.description ?? null,
              images: [...new Set(dto.images.map((image) => image.id))],
              partnerId: partner.id,
              partnerName: partner.name,
              estimatedValueCents: toCents(estimate),
              finalValueCents: null,
              rejectionReason: null,
              country: 'USA',
              reviewedAt: null,
            }),
          );
          await this.images.claim(manager, saved.id, dto.images);
          return saved;
        });
        return {
          id: row.id,
          tracking_code: row.trackingCode,
          status: row.status,
          estimatedValue: toDollars(row.estimatedValueCents),
        };
      } catch (error) {
        // 50 random bits make a clash all but impossible; one more draw settles it.
        if (attempt < 2 && isUniqueViolation(error, 'uq_trade_requests_tracking_code')) continue;
        throw error;
      }
    }
  }

  async listMine(user: UserEntity): Promise<TradeRequest[]> {
    const rows = await this.trades.find({
      where: { userId: user.id },
      order: { submittedAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toTradeRequest);
  }

  /** Someone else's trade answers exactly like a missing one. */
  async view(user: UserEntity, id: string): Promise<TradeRequest> {
    const row = await this.trades.findOneBy({ id });
    if (!row || (user.role !== 'admin' && row.userId !== user.id)) throw new TradeNotFoundError();
    return toTradeRequest(row);
  }

  /**
   * By tracking code (any case), which is unguessable; or by serial number (any case) together
   * with the email the trade was sent with (any case): a serial is printed on the device and
   * anyone can submit one, so it alone proves nothing. Of several trades with that serial and
   * email the first one is shown, so a later submission cannot stand in for it (each trade's
   * tracking code always finds that trade). Anything else is the same 404.
   */
  async track(query: string, email?: unknown): Promise<TrackedTrade> {
    const q = query.trim();
    const mail = typeof email === 'string' && email.length <= 254 ? email.trim() : '';
    let row: TradeRequestEntity | null = null;
    // Control characters match nothing (and PostgreSQL refuses NUL in text).
    if (q.length > 0 && q.length <= 50 && !hasForbiddenControlCharacters(q)) {
      row = await this.trades.createQueryBuilder('t').where('t.tracking_code = upper(:q)', { q }).getOne();
      if (!row && mail && checkEmail(mail) === null && !hasForbiddenControlCharacters(mail))
        row = await this.trades
          .createQueryBuilder('t')
          .where('lower(t.serial_number) = lower(:q)', { q })
          .andWhere('lower(t.email) = lower(:mail)', { mail })
          .orderBy('t.submitted_at', 'ASC')
          .addOrderBy('t.id', 'ASC')
          .limit(1)
          .getOne();
    }
    if (!row) throw new TradeNotFoundError(TRADE_MESSAGES.trackNotFound);
    return toTrackedTrade(row);
  }

  /** One page of the filtered trades (admin), paged in SQL. */
  async adminList(query: AdminTradesPageQueryDto): Promise<Paged<TradeRequest>> {
    const { field, direction } = parseSort<TradeSort>(query.sort, '-submitted_at');
    const builder = this.adminFiltered(query)
      .orderBy(TRADE_SORT_COLUMNS[field], direction)
      .addOrderBy('t.id', direction);
    const { rows, total } = await findPage(builder, query);
    return toPaged(rows.map(toTradeRequest), total, query);
  }

  async exportCsv(query: AdminTradesQueryDto): Promise<string> {
    return toCsv(CSV_HEADER, (await this.adminRows(query)).map(toCsvRow));
  }

  /**
   * Moves the trade along the trade machine, checked under the row lock (409 INVALID_TRANSITION
   * otherwise), and stamps reviewedAt; approving keeps or takes a final value, rejecting needs a
   * reason. The same status again only edits the final value or reason, and not once the trade is
   * rejected or completed.
   */
  async review(id: string, dto: ReviewTradeDto, actorId: string | null = null): Promise<TradeRequest> {
    const finalCents =
      dto.finalValue === undefined || dto.finalValue === null ? null : toCents(dto.finalValue);
    const saved = await this.trades.manager.transaction(async (manager) => {
      const trades = manager.getRepository(TradeRequestEntity);
      const row = await trades.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new TradeNotFoundError();
      const previous = row.status;
      if (dto.status !== previous || tradeMachine.isFinal(previous)) enforceMachine(tradeMachine, previous, dto.status);
      const before = {
        status: row.status,
        final_value_cents: row.finalValueCents,
        rejection_reason: row.rejectionReason,
      };

      row.status = dto.status;
      row.reviewedAt = new Date();
      if (dto.status === 'rejected') {
        const reason = dto.rejectionReason ?? row.rejectionReason;
        if (!reason) throw new RejectionReasonRequiredError();
        row.rejectionReason = reason;
        row.finalValueCents = finalCents;
      } else {
        row.rejectionReason = null;
        row.finalValueCents =
          dto.status === 'pending_review'
            ? (finalCents ?? row.finalValueCents)
            : (finalCents ?? row.finalValueCents ?? row.estimatedValueCents);
      }
      const saved = await manager.save(row);
      await this.audit.record(
        {
          actorId,
          action: 'trade.review',
          entityType: 'trade',
          entityId: id,
          before,
          after: {
            status: saved.status,
            final_value_cents: saved.finalValueCents,
            rejection_reason: saved.rejectionReason,
          },
        },
        manager,
      );
      if (saved.status !== previous) {
        // The owner's current email and first name (the row lock takes no join); the mail goes out
        // only once the review has committed, never for one that rolls back.
        const owner = saved.userId ? (await trades.findOne({ where: { id }, relations: { user: true } }))?.user : null;
        const event = this.statusChanged(saved, owner ?? null);
        afterCommit(manager, () => this.events.emit(TradeStatusChangedEvent.eventName, event));
      }
      return saved;
    });
    return toTradeRequest(saved);
  }

  async stats(): Promise<TradeStatistics> {
    const [totals] = await this.trades.query(`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE status = 'pending_review')::int AS pending,
             count(*) FILTER (WHERE status = 'approved'
               AND coalesce(reviewed_at, submitted_at) >= date_trunc('day', now()))::int AS approved_today,
             count(*) FILTER (WHERE status = 'rejected'
               AND coalesce(reviewed_at, submitted_at) >= date_trunc('day', now()))::int AS rejected_today,
             coalesce(sum(coalesce(final_value_cents, estimated_value_cents))
               FILTER (WHERE status IN ('approved', 'completed')), 0)::bigint AS revenue_cents,
             coalesce(avg(estimated_value_cents), 0)::float8 AS average_cents,
             count(*) FILTER (WHERE status = 'approved')::int AS approved,
             (SELECT count(*) FROM users WHERE role = 'customer')::int AS registered,
             -- A guest is a guest-trade email (any case) that no account holds; users.email is citext.
             (SELECT count(DISTINCT lower(g.email)) FROM trade_requests g
               WHERE g.is_guest AND NOT EXISTS (SELECT 1 FROM users u WHERE u.email = g.email::citext))::int AS guests
      FROM trade_requests`);
    const brands: { name: string; count: number }[] = await this.trades.query(
      `SELECT brand AS name, count(*)::int AS count FROM trade_requests GROUP BY brand`,
    );
    return {
      totalTrades: totals.total,
      pendingReviews: totals.pending,
      approvedToday: totals.approved_today,
      rejectedToday: totals.rejected_today,
      totalRevenue: toDollars(Number(totals.revenue_cents)),
      averageTradeValue: toDollars(totals.average_cents),
      approvalRate: totals.total ? Math.round((100 * totals.approved) / totals.total) : 0,
      totalUsers: totals.registered + totals.guests,
      guestUsers: totals.guests,
      topBrands: brandShares(brands),
    };
  }

  private statusChanged(
    trade: TradeRequestEntity,
    owner: Pick<UserEntity, 'email' | 'firstName'> | null,
  ): TradeStatusChangedEvent {
    return new TradeStatusChangedEvent(
      owner?.email ?? trade.email,
      owner?.firstName ?? trade.firstName,
      trade.trackingCode,
      `${trade.brand} ${trade.model}`,
      trade.status,
      trade.finalValueCents === null ? null : toDollars(trade.finalValueCents),
      trade.rejectionReason,
      `${this.app.publicUrl}/track?id=${encodeURIComponent(trade.trackingCode)}`,
    );
  }

  private adminRows(query: AdminTradesQueryDto): Promise<TradeRequestEntity[]> {
    return this.adminFiltered(query).orderBy('t.submitted_at', 'DESC').addOrderBy('t.id', 'DESC').getMany();
  }

  private adminFiltered(query: AdminTradeQuery): SelectQueryBuilder<TradeRequestEntity> {
    const builder = this.trades.createQueryBuilder('t');
    if (query.status) builder.andWhere('t.status = :status', { status: query.status });
    if (query.search) {
      const like = containsPattern(query.search);
      builder.andWhere(
        new Brackets((or) =>
          or
            .where('t.brand ILIKE :like', { like })
            .orWhere('t.model ILIKE :like', { like })
            .orWhere('t.partner_name ILIKE :like', { like }),
        ),
      );
    }
    return builder;
  }

  /** Guests give everything; signed-in users' profile fills (and wins over) what it holds. */
  private contactFor(user: UserEntity | null, dto: CreateTradeDto): Contact {
    const address = user?.address ?? null;
    const contact = {
      firstName: user?.firstName || dto.firstName,
      lastName: user?.lastName || dto.lastName,
      email: user?.email || dto.email,
      phone: user?.phone || dto.phone,
      street: address?.street || dto.street,
      city: address?.city || dto.city,
      state: address?.state || dto.state,
      zipCode: address?.zipCode || dto.zipCode,
    };
    if (Object.values(contact).some((value) => !value))
      throw new ValidationFailedError(VALIDATION_MESSAGES.requiredFields);
    return contact as Contact;
  }
}
