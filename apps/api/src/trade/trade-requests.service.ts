import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AdminPayout,
  AdminTradeQuery,
  CreateTradeResponse,
  Paged,
  TrackedTrade,
  TradeRequest,
  TradePayoutTotals,
  TradeStatistics,
} from '@phonehub/contracts';
import {
  brandShares,
  checkEmail,
  formatDollars,
  IMEI_BLOCKED_STEPS,
  normaliseSerial,
  readImei,
  toCents,
  toDollars,
  TRADE_MESSAGES,
  tradeMachine,
  type TransitionContext,
  VALIDATION_MESSAGES,
} from '@phonehub/domain';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { hasForbiddenControlCharacters } from '../common/validation/clean-text';
import { AuditService } from '../audit/audit.service';
import { CommonErrors } from '../common/errors/app-error';
import { enforceMachine } from '../common/errors/invalid-transition.error';
import { findPage, pageOf, parseSort, toPaged } from '../common/paging/paged';
import { whereAnyContains } from '../common/sql/like-pattern';
import { isUniqueViolation } from '../database/postgres-errors';
import { StatusChanges } from '../status-history/status-changes.service';
import { DevicePricingService } from './device-pricing.service';
import type { AdminTradesPageQueryDto, AdminTradesQueryDto, TradeSort } from './dto/admin-trades-query.dto';
import type { CreateTradeDto } from './dto/create-trade.dto';
import type { ReviewTradeDto } from './dto/review-trade.dto';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { csvLine } from './trade-csv';
import { CSV_HEADER, toCsvRow, toTrackedTrade, toTradeRequest, transferIdOf } from './trade-mapper';
import type { AdminTradePayoutsQueryDto } from './dto/admin-trade-payouts-query.dto';
import { findTradePartner } from './trade-partners';
import { TRADE_PAYOUT_MESSAGES, TradeErrors } from './trade.errors';
import { TradePayoutAccounts } from './trade-payout-accounts';
import { ImeiRegistry, type ImeiStanding } from './imei/imei-registry';
import { TradeProgress } from './trade-progress';
import { TradeLabels } from './trade-labels';
import { receiveDevice } from './trade-receipt';
import { TradeApprovedEvent } from './events/trade-approved.event';
import { JobQueue } from '../jobs/job-queue.service';
import { TradeImagesService } from './uploads/trade-images.service';

// Crockford's base32: no I, L, O or U, so a code read aloud or typed is hard to get wrong.
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomBase32 = (length: number) => [...randomBytes(length)].map((byte) => BASE32[byte & 31]).join('');

const TRADE_SORT_COLUMNS: Record<TradeSort, string> = { submitted_at: 't.submitted_at', brand: 't.brand' };

/** 'TR-' and 10 random base32 characters (50 bits): unguessable, short enough to type. */
export const newTrackingCode = () => `TR-${randomBase32(10)}`;
/** Serial numbers left empty get 'SN' and 12 random characters (spec: generated if empty). */
export const newSerialNumber = () => `SN${randomBase32(12)}`;

/** Approved and still going on, or paid: what the revenue counts (a returned device was approved but paid nothing). */
const APPROVED_ON = `'approved', 'received', 'inspected', 'counteroffer', 'accepted', 'completed'`;

const REVIEW_STEPS = new Set<string>(['pending_review', 'approved', 'rejected']);

/** The customer's own steps: an admin who tries one is told whose it is. */
const CUSTOMER_STEPS = new Map<string, string>([
  ['accepted', 'Only the customer can accept a counteroffer'],
  ['returned', 'Only the customer can decline a counteroffer (the device is then returned)'],
  ['cancelled', 'Only the customer can cancel a trade-in'],
]);

/** What the audit log keeps of a trade step (never bank details). */
function auditView(row: TradeRequestEntity) {
  return {
    status: row.status,
    final_value_cents: row.finalValueCents,
    rejection_reason: row.rejectionReason,
    inspection_grade: row.inspectionGrade,
    battery_health: row.batteryHealth,
    counteroffer_cents: row.counterofferCents,
    counteroffer_reason: row.counterofferReason,
    payout_status: row.payoutStatus,
    payout_reference: row.payoutReference,
  };
}

type Contact = Pick<
  TradeRequestEntity,
  'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'city' | 'state' | 'zipCode'
>;

/**
 * Completing a trade is paying it, which an admin never does by hand: store credit completes the
 * trade as it is granted, and a bank payout once its transfer was sent (TradeBankPayouts), which
 * waits for the customer's recipient account at the payment provider.
 */
function refuseCompleting(row: TradeRequestEntity): never {
  if (row.payoutMethod === 'bank_transfer')
    throw TradeErrors.stepConflict(TRADE_PAYOUT_MESSAGES.bankPayoutByTransfer);
  throw TradeErrors.stepConflict(TRADE_MESSAGES.payoutNotChosen);
}

/** A trade's bank payout as the admin's payouts list shows transfers. */
function toAdminPayout(row: TradeRequestEntity): AdminPayout {
  const pending = row.payoutStatus === 'pending';
  return {
    id: row.id,
    kind: 'trade',
    payee_id: row.id,
    payee_name: `${row.firstName} ${row.lastName}`.trim(),
    payee_email: row.email,
    amount_cents: row.payoutCents ?? 0,
    status: pending ? 'pending' : 'paid',
    provider_transfer_id: transferIdOf(row),
    for_reference: row.trackingCode,
    reversed_cents: 0,
    failure: pending ? row.payoutFailure : null,
    created_at: (row.payoutRequestedAt ?? row.updatedAt).toISOString(),
  };
}

/** Rows read per statement by the CSV export. */
const EXPORT_PAGE = 500;

@Injectable()
export class TradeRequestsService {
  constructor(
    @InjectRepository(TradeRequestEntity) private readonly trades: Repository<TradeRequestEntity>,
    private readonly devices: DevicePricingService,
    private readonly images: TradeImagesService,
    private readonly audit: AuditService,
    private readonly progress: TradeProgress,
    private readonly imeis: ImeiRegistry,
    private readonly statusChanges: StatusChanges,
    private readonly payoutAccounts: TradePayoutAccounts,
    private readonly labels: TradeLabels,
    private readonly jobs: JobQueue,
  ) {}

  /** The estimate is the server's quote for the device; nothing the client says about value is used. */
  async create(user: UserEntity | null, dto: CreateTradeDto): Promise<CreateTradeResponse> {
    const contact = this.contactFor(user, dto);
    const partner = findTradePartner(dto.tradePartner);
    if (!partner) throw TradeErrors.unknownPartner();
    const device = await this.devices.findDevice(dto.brand, dto.model);
    if (!device) throw TradeErrors.deviceNotFound();
    const estimate = this.devices.estimate(device, dto.condition, dto.storage);
    const storage = device.storageOptions.find((o) => o.toLowerCase() === dto.storage.toLowerCase());
    const imei = await this.checkedImei(dto.serialNumber);

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
              // An IMEI is kept as its 15 digits, however it was written.
              serialNumber: dto.serialNumber ? normaliseSerial(dto.serialNumber) : newSerialNumber(),
              imei,
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
        if (isUniqueViolation(error, 'uq_trade_requests_open_imei')) throw TradeErrors.imeiInOpenTrade();
        throw error;
      }
    }
  }

  /**
   * A serial that reads as an IMEI (14 digits or more, whatever letters, spaces or separators
   * surround them) must be a valid one (15 digits, Luhn) and not reported lost or stolen; the
   * one-open-trade rule is the database's (uq_trade_requests_open_imei) on the 15 digits.
   */
  private async checkedImei(serial: string | undefined): Promise<string | null> {
    const imei = serial ? readImei(serial) : null;
    if (imei === 'invalid') throw TradeErrors.invalidImei();
    if (imei && (await this.imeis.standing(imei)).blocked) throw TradeErrors.blockedImei();
    return imei;
  }

  async listMine(user: UserEntity): Promise<TradeRequest[]> {
    const rows = await this.trades.find({
      where: { userId: user.id },
      order: { submittedAt: 'DESC', id: 'DESC' },
    });
    const accounts = await this.payoutAccounts.statusesOf(rows);
    return rows.map((row) => toTradeRequest(row, [], accounts.get(row.id) ?? null));
  }

  /** Someone else's trade answers exactly like a missing one. */
  async view(user: UserEntity, id: string): Promise<TradeRequest> {
    const row = await this.trades.findOneBy({ id });
    if (!row || (user.role !== 'admin' && row.userId !== user.id)) throw TradeErrors.notFound();
    const trade = toTradeRequest(
      row,
      await this.progress.timeline(this.trades.manager, row.id),
      await this.payoutAccounts.statusOf(row),
      await this.labels.labelOf(row),
    );
    return user.role === 'admin' ? (await this.withImeiStanding([trade]))[0] : trade;
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
      // An IMEI is stored as its 15 digits: written with spaces or a prefix it still finds the trade.
      const serial = normaliseSerial(q);
      row = await this.trades.createQueryBuilder('t').where('t.tracking_code = upper(:q)', { q }).getOne();
      if (!row && mail && checkEmail(mail) === null && !hasForbiddenControlCharacters(mail))
        row = await this.trades
          .createQueryBuilder('t')
          .where('lower(t.serial_number) = lower(:serial)', { serial })
          .andWhere('lower(t.email) = lower(:mail)', { mail })
          .orderBy('t.submitted_at', 'ASC')
          .addOrderBy('t.id', 'ASC')
          .limit(1)
          .getOne();
    }
    if (!row) throw TradeErrors.notFound(TRADE_MESSAGES.trackNotFound);
    return toTrackedTrade(row, await this.payoutAccounts.statusOf(row), await this.labels.labelOf(row));
  }

  /** One page of the filtered trades (admin), paged in SQL. */
  async adminList(query: AdminTradesPageQueryDto): Promise<Paged<TradeRequest>> {
    const { field, direction } = parseSort<TradeSort>(query.sort, '-submitted_at');
    const builder = this.adminFiltered(query)
      .orderBy(TRADE_SORT_COLUMNS[field], direction)
      .addOrderBy('t.id', direction);
    const { rows, total } = await findPage(builder, query);
    const accounts = await this.payoutAccounts.statusesOf(rows);
    const items = rows.map((row) => toTradeRequest(row, [], accounts.get(row.id) ?? null));
    return toPaged(await this.withImeiStanding(items), total, query);
  }

  /** The admin's view: whether each trade's IMEI is on the lost-or-stolen blocklist now, and why. */
  private async withImeiStanding(trades: TradeRequest[]): Promise<TradeRequest[]> {
    const imeis = trades.flatMap((trade) => (trade.imei ? [trade.imei] : []));
    const standings = imeis.length ? await this.imeis.standings(imeis) : new Map<string, ImeiStanding>();
    return trades.map((trade) => {
      const standing = trade.imei ? standings.get(trade.imei) : undefined;
      return {
        ...trade,
        imei_blocked: standing?.blocked ? { reason: standing.reason ?? 'Reported lost or stolen' } : null,
      };
    });
  }

  /**
   * The filtered trades as CSV, newest first, read a page at a time (EXPORT_PAGE rows) while the
   * previous page is written out: however many trades there are, one page sits in memory.
   */
  async *exportCsv(query: AdminTradesQueryDto): AsyncGenerator<string> {
    yield csvLine(CSV_HEADER);
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const rows = await this.adminFiltered(query)
        .orderBy('t.submitted_at', 'DESC')
        .addOrderBy('t.id', 'DESC')
        .offset(offset)
        .limit(EXPORT_PAGE)
        .getMany();
      if (rows.length > 0) yield rows.map((row) => csvLine(toCsvRow(row))).join('');
      if (rows.length < EXPORT_PAGE) return;
    }
  }

  /**
   * Moves the trade along the trade machine, checked under the row lock (409 INVALID_TRANSITION
   * otherwise): approve (the quote holds 30 days; a job of the commit buys and mails the prepaid
   * label), reject with a reason, mark received (a walk-in: the carrier's delivery receives the
   * others, see TradeLabels; re-quoted at today's price once the quote has lapsed), record the
   * inspection, counteroffer (value and reason). Accepting, declining and cancelling are the
   * customer's, and completing is paying, which is never done by hand (see refuseCompleting). The
   * same status again only edits the value, reason or inspection, and not once the trade has ended. Each step is audited, put on the
   * timeline and mailed.
   */
  async review(id: string, dto: ReviewTradeDto, actorId: string | null = null): Promise<TradeRequest> {
    const finalCents =
      dto.finalValue === undefined || dto.finalValue === null ? null : toCents(dto.finalValue);
    return this.trades.manager.transaction(async (manager) => {
      const trades = manager.getRepository(TradeRequestEntity);
      const row = await trades.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw TradeErrors.notFound();
      const previous = row.status;
      const before = auditView(row);
      const now = new Date();
      const by: TransitionContext = { actor: { kind: 'admin', id: actorId }, at: now };
      // The same status again only edits the trade, and not once it has ended.
      if (dto.status !== previous)
        await this.statusChanges.transition(manager, tradeMachine, 'trade', row, dto.status, by);
      else if (tradeMachine.isFinal(previous)) enforceMachine(tradeMachine, previous, dto.status);
      if (CUSTOMER_STEPS.has(dto.status))
        throw TradeErrors.stepConflict(CUSTOMER_STEPS.get(dto.status) as string);
      // The blocklist is asked again: a device reported lost or stolen after it was sent is not
      // approved or valued (rejecting it stays possible).
      if (IMEI_BLOCKED_STEPS.includes(dto.status) && row.imei)
        if ((await this.imeis.standing(row.imei)).blocked) throw TradeErrors.blockedImeiAtReview();
      if (dto.status === 'completed') refuseCompleting(row);
      // Once the customer chose a payout its amount is fixed and the trade waits for it.
      if (row.payoutMethod && (dto.status !== previous || finalCents !== null))
        throw TradeErrors.stepConflict(TRADE_MESSAGES.payoutChosen);
      const changed = dto.status !== previous;
      let note: string | null = null;

      // The review is the decision (approve or reject, or editing it); later steps keep its time.
      if (REVIEW_STEPS.has(dto.status)) row.reviewedAt = now;
      if (dto.status === 'rejected') {
        const reason = dto.rejectionReason ?? row.rejectionReason;
        if (!reason) throw TradeErrors.rejectionReasonRequired();
        row.rejectionReason = reason;
        row.finalValueCents = finalCents ?? (previous === 'pending_review' ? null : row.finalValueCents);
      } else {
        row.rejectionReason = null;
        row.finalValueCents =
          dto.status === 'pending_review'
            ? (finalCents ?? row.finalValueCents)
            : (finalCents ?? row.finalValueCents ?? row.estimatedValueCents);
      }
      if (dto.status === 'approved' && changed) {
        row.approvedAt = now;
        // The prepaid label is bought (and mailed) by a job of this commit.
        await this.jobs.publish(manager, new TradeApprovedEvent(row.id));
      }
      if (dto.status === 'received' && changed)
        note = await receiveDevice(this.devices, row, now, finalCents);
      if (dto.inspection && (dto.status === 'inspected' || dto.status === 'counteroffer')) {
        if (dto.inspection.grade !== undefined) row.inspectionGrade = dto.inspection.grade ?? null;
        if (dto.inspection.battery_health !== undefined)
          row.batteryHealth = dto.inspection.battery_health ?? null;
        if (dto.inspection.notes !== undefined) row.inspectionNotes = dto.inspection.notes ?? null;
      }
      if (dto.status === 'inspected' && changed) row.inspectedAt = now;
      if (dto.status === 'counteroffer') {
        if (dto.counteroffer_value === undefined || !dto.counteroffer_reason)
          throw TradeErrors.stepDetailsMissing(TRADE_MESSAGES.counterofferReason);
        row.counterofferCents = toCents(dto.counteroffer_value);
        row.counterofferReason = dto.counteroffer_reason;
        row.inspectedAt ??= now;
        note = `New offer: ${formatDollars(dto.counteroffer_value)}. ${dto.counteroffer_reason}`;
      }

      const saved = await manager.save(row);
      await this.audit.record(
        {
          actorId,
          action: 'trade.review',
          entityType: 'trade',
          entityId: id,
          before,
          after: auditView(saved),
        },
        manager,
      );
      if (changed) await this.progress.step(manager, saved, note);
      const [trade] = await this.withImeiStanding([
        toTradeRequest(
          saved,
          await this.progress.timeline(manager, saved.id),
          await this.payoutAccounts.statusOf(saved),
          await this.labels.labelOf(saved),
        ),
      ]);
      return trade;
    });
  }

  /**
   * The admin's payouts list of trade-ins: every bank payout (store credit moves no money out),
   * newest choice first, as transfers to the customer (the trade's number for what it pays).
   */
  async adminBankPayouts(query: AdminTradePayoutsQueryDto): Promise<Paged<AdminPayout>> {
    const builder = this.trades
      .createQueryBuilder('t')
      .where(`t.payout_method = 'bank_transfer' AND t.payout_status IS NOT NULL`)
      .orderBy('t.payout_requested_at', 'DESC', 'NULLS LAST')
      .addOrderBy('t.id', 'DESC');
    if (query.status) builder.andWhere('t.payout_status = :status', { status: query.status });
    whereAnyContains(builder, query.search, ['t.tracking_code', 't.email', 't.first_name', 't.last_name']);
    return pageOf(builder, query, toAdminPayout);
  }

  /** The payouts view's totals: bank payouts waiting to be sent, sent, and store credit granted. */
  async payoutTotals(): Promise<TradePayoutTotals> {
    const [row] = await this.trades.query(`
      SELECT count(*) FILTER (WHERE payout_method = 'bank_transfer' AND payout_status = 'pending')::int AS awaiting_count,
             coalesce(sum(payout_cents) FILTER (WHERE payout_method = 'bank_transfer' AND payout_status = 'pending'), 0)::bigint AS awaiting,
             coalesce(sum(payout_cents) FILTER (WHERE payout_method = 'bank_transfer' AND payout_status = 'paid'), 0)::bigint AS transfers_paid,
             coalesce(sum(payout_cents) FILTER (WHERE payout_method = 'store_credit' AND payout_status = 'paid'), 0)::bigint AS credit_granted
        FROM trade_requests WHERE payout_method IS NOT NULL`);
    const months: { month: string; cents: string }[] = await this.trades.query(`
      SELECT to_char(date_trunc('month', paid_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, sum(payout_cents)::bigint AS cents
        FROM trade_requests
       WHERE payout_status = 'paid' AND paid_at >= date_trunc('month', now() AT TIME ZONE 'UTC') - interval '11 months'
       GROUP BY 1 ORDER BY 1`);
    return {
      awaiting_count: row.awaiting_count,
      awaiting: toDollars(Number(row.awaiting)),
      transfers_paid: toDollars(Number(row.transfers_paid)),
      credit_granted: toDollars(Number(row.credit_granted)),
      paid_by_month: months.map((m) => ({ month: m.month, amount: toDollars(Number(m.cents)) })),
    };
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
               FILTER (WHERE status IN (${APPROVED_ON})), 0)::bigint AS revenue_cents,
             coalesce(avg(estimated_value_cents), 0)::float8 AS average_cents,
             count(*) FILTER (WHERE status IN (${APPROVED_ON}) OR status = 'returned')::int AS approved,
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

  private adminFiltered(query: AdminTradeQuery): SelectQueryBuilder<TradeRequestEntity> {
    const builder = this.trades.createQueryBuilder('t');
    if (query.status) builder.andWhere('t.status = :status', { status: query.status });
    if (query.payout_status)
      builder.andWhere('t.payout_status = :payoutStatus', { payoutStatus: query.payout_status });
    whereAnyContains(builder, query.search, ['t.brand', 't.model', 't.partner_name']);
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
      throw CommonErrors.validationFailed(VALIDATION_MESSAGES.requiredFields);
    return contact as Contact;
  }
}
