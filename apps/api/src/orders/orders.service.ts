import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import type {
  AdminOrder,
  Order,
  OrderStats,
  OrderStatus,
  Paged,
  SalesSummary,
  ShippingAddress,
  ShippingMethodName,
} from '@phonehub/contracts';
import { CART_MAX_QUANTITY, computeTotals, orderMachine, OrderTotals, splitSale } from '@phonehub/domain';
import type { UserEntity } from '../auth/entities/user.entity';
import { ProductUnavailableError } from '../catalogue/catalogue.errors';
import { InventoryService } from '../catalogue/inventory.service';
import { SettingsService } from '../settings/settings.service';
import { auditDiff } from '../audit/audit-diff';
import { AuditService } from '../audit/audit.service';
import { CreditService } from '../credit/credit.service';
import { SellerProfilesService } from '../partners/seller-profiles.service';
import { findPage, parseSort, toPaged } from '../common/paging/paged';
import type { PageQueryDto } from '../common/paging/page-query.dto';
import { containsPattern } from '../common/sql/like-pattern';
import type { AdminOrdersQueryDto, AdminSalesQueryDto, OrderSort } from './dto/admin-orders-query.dto';
import { UpdateOrderStatusDto } from './dto/update-order-status.dto';
import { orderStatusChanges } from './order-status-change';
import { OrderCancelledEvent } from './events/order-cancelled.event';
import { JobQueue } from '../jobs/job-queue.service';
import { OrderItemEntity } from './entities/order-item.entity';
import { OrderParcelEntity } from './entities/order-parcel.entity';
import { OrderEntity } from './entities/order.entity';
import { toDollars } from '@phonehub/domain';
import { toAdminOrder, toOrder } from './order.mapper';
import { ReturnsQueryService } from './returns/returns-query.service';
import { RefundsService } from './refunds/refunds.service';
import {
  CartQuantityError,
  HeldUnitsLimitError,
  NothingToShipError,
  OrderCancelledError,
  OrderNotFoundError,
  OrderNotPaidError,
  SellersStillShippingError,
} from './orders.errors';
import { OrderDeliveredEvent } from './events/order-delivered.event';
import { enforceMachine } from '../common/errors/invalid-transition.error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The columns behind the admin lists' sort values. */
const SORT_COLUMNS: Record<OrderSort, string> = { created_at: 'o.created_at', total: 'o.total_cents' };

export interface OrderRequest {
  userId: string | null;
  email: string;
  shippingAddress: ShippingAddress;
  shippingMethod: ShippingMethodName;
  lines: readonly { productId: string; quantity: number }[];
  /** The address the request came from; counted with the guest's email for the hold cap. */
  clientIp: string | null;
  /** When the units go back unless paid: the provider session's expiry. */
  holdExpiresAt: Date;
  /** Units one client may hold across its open checkouts, this one included. */
  maxHeldUnits: number;
}

/** A pending order whose hold has run out. */
export interface LapsedHold {
  orderId: string;
  sessionId: string | null;
}

export interface PlacedOrder {
  id: string;
  email: string;
  totals: OrderTotals;
  currency: string;
  lines: { name: string; unitPriceCents: number; quantity: number }[];
  /** Each parcel's shipping as charged, with who ships it (null: PhoneHub; else the seller's company). */
  parcels: { sellerId: string | null; soldBy: string | null; shippingCents: number }[];
}

/** What the payment provider says about a checkout, reduced to what fulfilment needs. */
export interface CheckoutOutcome {
  sessionId: string;
  orderId: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  /** The provider's payment (pi_…) of a paid session; refunds name it. */
  paymentIntentId?: string | null;
}

export type FulfilmentResult = 'paid' | 'cancelled' | 'unchanged' | 'mismatch' | 'unknown-order';

@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>,
    @InjectRepository(OrderParcelEntity) private readonly parcels: Repository<OrderParcelEntity>,
    private readonly inventory: InventoryService,
    private readonly returnViews: ReturnsQueryService,
    private readonly jobs: JobQueue,
    private readonly refunds: RefundsService,
    private readonly settings: SettingsService,
    private readonly sellerProfiles: SellerProfilesService,
    private readonly audit: AuditService,
    private readonly credit: CreditService,
  ) {}

  /**
   * Rebuilds every line from the database (price, name, stock), prices it with the shared rule and,
   * in one transaction, stores the pending order and reserves its units. Any line that cannot be
   * reserved rolls everything back.
   */
  async placePendingOrder(request: OrderRequest): Promise<PlacedOrder> {
    if (request.lines.some((line) => !UUID.test(line.productId))) throw new ProductUnavailableError();
    const requested = request.lines.reduce((sum, line) => sum + line.quantity, 0);

    return this.db.transaction(async (manager) => {
      await this.checkHeldUnits(manager, request, requested);
      // The catalogue locks, checks and takes the units and prices the lines (all or nothing).
      const lines = await this.inventory.reserve(manager, request.lines, {
        checkLine: (line) => {
          if (line.quantity > CART_MAX_QUANTITY) throw new CartQuantityError(line.name);
        },
      });
      // The shared rule: PhoneHub's parcel by the method, each seller's at its product shipping cost.
      const totals = computeTotals(
        lines.map((l) => ({
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          sellerId: l.sellerId,
          shippingCostCents: l.shippingCostCents,
        })),
        request.shippingMethod,
      );

      const order = await manager.getRepository(OrderEntity).save(
        manager.getRepository(OrderEntity).create({
          userId: request.userId,
          email: request.email,
          status: 'pending',
          paymentStatus: 'unpaid',
          shippingAddress: request.shippingAddress,
          shippingMethod: request.shippingMethod,
          subtotalCents: totals.subtotalCents,
          taxCents: totals.taxCents,
          shippingCents: totals.shippingCents,
          totalCents: totals.totalCents,
          currency: 'usd',
          clientIp: request.clientIp,
          holdExpiresAt: request.holdExpiresAt,
        }),
      );
      // Each seller line's fee and payout are frozen now: a later fee setting never changes this order.
      const feeBps = await this.settings.platformFeeBps(manager);
      await manager.getRepository(OrderItemEntity).insert(
        lines.map((l) => ({
          ...this.lineMoney(l.sellerId, l.unitPriceCents * l.quantity, feeBps),
          orderId: order.id,
          productId: l.productId,
          name: l.name,
          brand: l.brand,
          model: l.model,
          image: l.image,
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
        })),
      );
      // Each parcel's shipping is frozen now: a later edit of a product's shipping cost never changes it.
      await manager.getRepository(OrderParcelEntity).insert(
        totals.parcels.map((p) => ({
          orderId: order.id,
          sellerId: p.sellerId,
          subtotalCents: p.subtotalCents,
          shippingCents: p.shippingCents,
        })),
      );
      const companies = await this.sellerProfiles.companyNames(
        totals.parcels.flatMap((p) => (p.sellerId ? [p.sellerId] : [])),
      );
      return {
        id: order.id,
        email: order.email,
        totals,
        currency: order.currency,
        lines: lines.map((l) => ({ name: l.name, unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
        parcels: totals.parcels.map((p) => ({
          sellerId: p.sellerId,
          soldBy: p.sellerId ? (companies.get(p.sellerId) ?? null) : null,
          shippingCents: p.shippingCents,
        })),
      };
    });
  }

  /** Who sells a line and its split: PhoneHub's own lines carry no fee. */
  private lineMoney(sellerId: string | null, lineCents: number, feeBps: number) {
    if (sellerId === null) return { sellerId: null, feeBps: 0, feeCents: 0, payoutCents: null };
    const { feeCents, payoutCents } = splitSale(lineCents, feeBps);
    return { sellerId, feeBps, feeCents, payoutCents };
  }

  /**
   * One client may hold at most `maxHeldUnits` units in open (pending, unexpired) checkouts: an
   * account by its id; a guest by its email and, separately, by its address. Transaction-scoped
   * advisory locks on those keys make concurrent checkouts of one client count one after another.
   */
  private async checkHeldUnits(manager: EntityManager, request: OrderRequest, requested: number): Promise<void> {
    const keys = request.userId
      ? [`user:${request.userId}`]
      : [`email:${request.email.toLowerCase()}`, ...(request.clientIp ? [`ip:${request.clientIp}`] : [])];
    for (const key of keys.sort()) await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`checkout-hold:${key}`]);
    const [held] = await manager.query(
      `SELECT coalesce(sum(i.quantity) FILTER (WHERE o.user_id = $1), 0)::int AS by_user,
              coalesce(sum(i.quantity) FILTER (WHERE o.user_id IS NULL AND lower(o.email) = lower($2)), 0)::int AS by_email,
              coalesce(sum(i.quantity) FILTER (WHERE o.client_ip = $3), 0)::int AS by_ip
         FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.status = 'pending' AND NOT o.stock_released AND o.hold_expires_at > now()`,
      [request.userId, request.email, request.clientIp],
    );
    const already = request.userId ? held.by_user : Math.max(held.by_email, request.clientIp ? held.by_ip : 0);
    if (already + requested > request.maxHeldUnits) throw new HeldUnitsLimitError(request.maxHeldUnits);
  }

  /** Pending orders whose hold has passed, oldest first. */
  async lapsedHolds(limit: number): Promise<LapsedHold[]> {
    const rows: { id: string; stripe_session_id: string | null }[] = await this.db.query(
      `SELECT id, stripe_session_id FROM orders
        WHERE status = 'pending' AND NOT stock_released AND hold_expires_at <= now()
        ORDER BY hold_expires_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ orderId: r.id, sessionId: r.stripe_session_id }));
  }

  /** Releases a lapsed hold the provider has no open session for; false when it was settled meanwhile. */
  async releaseLapsedHold(orderId: string): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const order = await this.lock(manager, orderId);
      if (!order || order.status !== 'pending' || order.paymentStatus === 'paid' || order.stockReleased) return false;
      await this.cancelAndRelease(manager, order);
      return true;
    });
  }

  async attachCheckoutSession(orderId: string, sessionId: string): Promise<void> {
    await this.orders.update({ id: orderId }, { stripeSessionId: sessionId });
  }

  /**
   * Moves a pending, unpaid order from its checkout session `fromSessionId` to `toSessionId`, its hold
   * now ending with that session (payments' "Pay now"). A compare-and-set: false when the order moved
   * on meanwhile (paid, cancelled, its hold lapsed, or another session took its place).
   */
  async moveCheckoutSession(orderId: string, fromSessionId: string, toSessionId: string, holdExpiresAt: Date): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update(OrderEntity)
      .set({ stripeSessionId: toSessionId, holdExpiresAt })
      .where(`id = :orderId AND stripe_session_id = :fromSessionId AND status = 'pending' AND payment_status = 'unpaid'`, { orderId, fromSessionId })
      .andWhere('NOT stock_released AND hold_expires_at > now()')
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** The order a checkout session was opened for, if any (payments asks; the table is ours). */
  async orderIdForSession(sessionId: string): Promise<string | null> {
    const order = await this.orders.findOne({ where: { stripeSessionId: sessionId }, select: { id: true } });
    return order?.id ?? null;
  }

  /** The provider could not open a checkout: the order is cancelled and its units go back. */
  async abandon(orderId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const order = await this.lock(manager, orderId);
      if (order) await this.cancelAndRelease(manager, order);
    });
  }

  /**
   * Applies what the provider says about a checkout, idempotently: under a row lock on the order, a
   * paid session confirms it once (when amount and currency match what we charged), an expired one
   * cancels it and releases its units once. Runs inside the caller's transaction.
   */
  async applyCheckoutOutcome(manager: EntityManager, outcome: CheckoutOutcome): Promise<FulfilmentResult> {
    const order = outcome.orderId && UUID.test(outcome.orderId) ? await this.lock(manager, outcome.orderId) : null;
    if (!order || (order.stripeSessionId !== null && order.stripeSessionId !== outcome.sessionId)) {
      this.logger.warn(`Checkout session ${outcome.sessionId} matches no order (client_reference_id ${outcome.orderId})`);
      return 'unknown-order';
    }
    if (order.stripeSessionId === null) await manager.update(OrderEntity, { id: order.id }, { stripeSessionId: outcome.sessionId });

    if (outcome.status === 'complete' && outcome.paymentStatus === 'paid') {
      if (order.paymentStatus !== 'unpaid') {
        if (order.paymentIntentId === null && outcome.paymentIntentId)
          await manager.update(OrderEntity, { id: order.id }, { paymentIntentId: outcome.paymentIntentId });
        return 'unchanged';
      }
      // Store credit reserved with the order pays part of it; the card pays the rest.
      const creditCents = await this.credit.spentOn(manager, order.id);
      if (outcome.amountTotal !== order.totalCents - creditCents || outcome.currency !== order.currency) {
        this.logger.error(
          `ALERT: checkout session ${outcome.sessionId} paid ${outcome.amountTotal} ${outcome.currency} for order ${order.id} of ${order.totalCents} ${order.currency}; not fulfilled`,
        );
        return 'mismatch';
      }
      if (order.status === 'cancelled')
        this.logger.error(`ALERT: order ${order.id} was paid after it was cancelled; its units were released`);
      await manager.update(
        OrderEntity,
        { id: order.id },
        {
          paymentStatus: 'paid',
          status: order.status === 'pending' ? 'confirmed' : order.status,
          paidAt: new Date(),
          paymentIntentId: outcome.paymentIntentId ?? null,
        },
      );
      return 'paid';
    }
    if (outcome.status === 'expired' && order.paymentStatus !== 'paid' && order.status === 'pending') {
      await this.cancelAndRelease(manager, order);
      return 'cancelled';
    }
    return 'unchanged';
  }

  /**
   * Confirms a pending order that store credit paid in full (no payment session), once, under the
   * order's row lock in the caller's transaction. False when it was no longer pending and unpaid.
   */
  async confirmPaidByCredit(manager: EntityManager, orderId: string): Promise<boolean> {
    const order = await this.lock(manager, orderId);
    if (!order || order.status !== 'pending' || order.paymentStatus !== 'unpaid') return false;
    if ((await this.credit.spentOn(manager, order.id)) !== order.totalCents) return false;
    await manager.update(OrderEntity, { id: order.id }, { paymentStatus: 'paid', status: 'confirmed', paidAt: new Date() });
    return true;
  }

  /** The paid order as its buyer sees it, and where to mail it (the confirmation). */
  async forConfirmation(orderId: string): Promise<{ email: string; order: Order }> {
    const order = await this.orders.findOneOrFail({ where: { id: orderId } });
    const [withItems] = await this.withItems([order]);
    return { email: order.email, order: toOrder(withItems) };
  }

  async listForUser(user: UserEntity): Promise<Order[]> {
    const orders = await this.orders.find({ where: { userId: user.id }, order: { createdAt: 'DESC' } });
    return (await this.withItems(orders)).map(toOrder);
  }

  /** One page of the user's own orders, newest first (GET /api/orders/mine). */
  async pageForUser(user: UserEntity, query: PageQueryDto): Promise<Paged<Order>> {
    const builder = this.orders
      .createQueryBuilder('o')
      .where('o.user_id = :userId', { userId: user.id })
      .orderBy('o.created_at', 'DESC')
      .addOrderBy('o.id', 'DESC');
    const { rows, total } = await findPage(builder, query);
    return toPaged((await this.withItems(rows)).map(toOrder), total, query);
  }

  async view(user: UserEntity, id: string): Promise<Order | AdminOrder> {
    if (!UUID.test(id)) throw new OrderNotFoundError();
    const order = await this.orders.findOne({ where: { id }, relations: { user: true } });
    const isAdmin = user.role === 'admin';
    if (!order || (!isAdmin && order.userId !== user.id)) throw new OrderNotFoundError();
    const [withItems] = await this.withItems([order]);
    return isAdmin ? toAdminOrder(withItems) : toOrder(withItems);
  }

  /** One page of every order (admin), searched by email or order id and filtered by status, in SQL. */
  async listAll(query: AdminOrdersQueryDto): Promise<Paged<AdminOrder>> {
    const builder = this.adminOrders(query);
    if (query.status) builder.andWhere('o.status = :status', { status: query.status });
    return this.adminPage(builder, query);
  }

  /** Units of each product on paid orders (refunded ones not counted), for the sellers' product list. */
  async unitsSold(productIds: readonly string[]): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const rows: Array<{ product_id: string; units: number }> = await this.db.query(
      `SELECT i.product_id, sum(i.quantity)::int AS units
         FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.product_id = ANY($1::uuid[]) AND o.payment_status IN ('paid', 'partially_refunded')
        GROUP BY i.product_id`,
      [productIds],
    );
    return new Map(rows.map((row) => [row.product_id, row.units]));
  }

  async stats(): Promise<OrderStats> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS total_orders,
              count(*) FILTER (WHERE payment_status IN ('paid', 'partially_refunded'))::int AS paid_orders,
              coalesce(sum(total_cents - refunded_cents) FILTER (WHERE payment_status IN ('paid', 'partially_refunded')), 0)::bigint AS revenue_cents,
              count(*) FILTER (WHERE status IN ('pending', 'confirmed'))::int AS pending_orders,
              count(*) FILTER (WHERE status = 'processing')::int AS processing_orders,
              count(*) FILTER (WHERE status = 'shipped')::int AS shipped_orders,
              count(*) FILTER (WHERE status = 'delivered')::int AS delivered_orders,
              count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled_orders
         FROM orders`,
    );
    const revenueCents = Number(row.revenue_cents);
    return {
      total_orders: row.total_orders,
      total_revenue: toDollars(revenueCents),
      pending_orders: row.pending_orders,
      processing_orders: row.processing_orders,
      shipped_orders: row.shipped_orders,
      delivered_orders: row.delivered_orders,
      cancelled_orders: row.cancelled_orders,
      average_order_value: row.paid_orders > 0 ? toDollars(Math.round(revenueCents / row.paid_orders)) : 0,
    };
  }

  async sales(query: AdminSalesQueryDto): Promise<SalesSummary> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS total_sales, coalesce(sum(total_cents - refunded_cents), 0)::bigint AS revenue_cents
         FROM orders WHERE payment_status IN ('paid', 'partially_refunded')`,
    );
    // A partly refunded order is still a sale (its revenue net of the refund); a wholly refunded one is not.
    const paid = this.adminOrders(query).andWhere("o.payment_status IN ('paid', 'partially_refunded')");
    return {
      total_sales: row.total_sales,
      total_revenue: toDollars(Number(row.revenue_cents)),
      sales: await this.adminPage(paid, query),
    };
  }

  /** Orders for an admin list, sorted, and searched by email or order id (both lists search alike). */
  private adminOrders(query: AdminOrdersQueryDto | AdminSalesQueryDto): SelectQueryBuilder<OrderEntity> {
    const { field, direction } = parseSort<OrderSort>(query.sort, '-created_at');
    const builder = this.orders
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.user', 'user')
      .orderBy(SORT_COLUMNS[field], direction)
      .addOrderBy('o.id', direction);
    if (query.search) {
      const like = containsPattern(query.search);
      builder.andWhere(
        new Brackets((or) => or.where('o.email ILIKE :like', { like }).orWhere('o.id::text ILIKE :like', { like })),
      );
    }
    return builder;
  }

  private async adminPage(
    builder: SelectQueryBuilder<OrderEntity>,
    query: AdminOrdersQueryDto | AdminSalesQueryDto,
  ): Promise<Paged<AdminOrder>> {
    const { rows, total } = await findPage(builder, query);
    return toPaged((await this.withItems(rows)).map(toAdminOrder), total, query);
  }

  /** Admin: a legal move of the order machine (checked under the row lock); cancelling gives the units back (once). */
  async updateStatus(id: string, dto: UpdateOrderStatusDto, actorId: string | null = null): Promise<AdminOrder> {
    if (!UUID.test(id)) throw new OrderNotFoundError();
    await this.db.transaction(async (manager) => {
      const order = await this.lock(manager, id);
      if (!order) throw new OrderNotFoundError();
      const changes = orderStatusChanges(order, dto);
      if (changes.status === 'shipped') {
        // The admin ships PhoneHub's own lines; the order is shipped once its sellers have shipped theirs too.
        const left = await this.shipLines(
          manager,
          order.id,
          null,
          (changes.trackingNumber ?? order.trackingNumber) as string,
        );
        if (left.shipped === 0 && left.unshipped > 0) throw new SellersStillShippingError();
        if (left.unshipped > 0) delete changes.status;
      }
      if (Object.keys(changes).length > 0) {
        await manager.update(OrderEntity, { id }, changes);
        const diff = auditDiff(order, changes);
        await this.audit.record({ actorId, action: 'order.status', entityType: 'order', entityId: id, ...diff }, manager);
      }
      if (changes.status === 'cancelled') {
        await this.cancelAndRelease(manager, order);
        await this.announceCancel(manager, order);
      }
      if (changes.status === 'delivered' && changes.deliveredAt) {
        const event = new OrderDeliveredEvent(order.id, changes.deliveredAt);
        await this.jobs.publish(manager, event);
      }
    });
    return this.forAdmin(id);
  }

  /**
   * A seller ships its unshipped lines of a paid order in one parcel. The order moves to processing
   * with its first parcel and to shipped (through the order machine) once every line has left.
   */
  async shipForSeller(sellerId: string, orderId: string, trackingNumber: string): Promise<void> {
    if (!UUID.test(orderId)) throw new OrderNotFoundError();
    await this.db.transaction(async (manager) => {
      const order = await this.lock(manager, orderId);
      if (!order || !(await this.holdsSellerLines(manager, orderId, sellerId)))
        throw new OrderNotFoundError();
      if (order.status === 'cancelled') throw new OrderCancelledError();
      if (!['paid', 'partially_refunded'].includes(order.paymentStatus) || order.status === 'pending')
        throw new OrderNotPaidError();
      if (order.status !== 'confirmed' && order.status !== 'processing') throw new NothingToShipError();
      const left = await this.shipLines(manager, orderId, sellerId, trackingNumber);
      if (left.shipped === 0) throw new NothingToShipError();
      let status: OrderStatus = order.status;
      const advance = (to: OrderStatus) => {
        enforceMachine(orderMachine, status, to);
        status = to;
      };
      if (status === 'confirmed') advance('processing');
      if (left.unshipped === 0) advance('shipped');
      await manager.update(
        OrderEntity,
        { id: orderId },
        { status, trackingNumber: order.trackingNumber ?? trackingNumber },
      );
    });
  }

  private async holdsSellerLines(
    manager: EntityManager,
    orderId: string,
    sellerId: string,
  ): Promise<boolean> {
    return (await manager.getRepository(OrderItemEntity).count({ where: { orderId, sellerId } })) > 0;
  }

  /** Marks one seller's (null: PhoneHub's) unshipped lines shipped; how many it shipped and how many lines of the order are still unshipped. */
  private async shipLines(
    manager: EntityManager,
    orderId: string,
    sellerId: string | null,
    trackingNumber: string,
  ): Promise<{ shipped: number; unshipped: number }> {
    // A statement with a CTE answers rows (an UPDATE alone answers its rows and a count).
    const [{ shipped }]: { shipped: number }[] = await manager.query(
      `WITH shipped AS (
         UPDATE order_items SET tracking_number = $3, shipped_at = now()
          WHERE order_id = $1 AND seller_id IS NOT DISTINCT FROM $2::uuid AND shipped_at IS NULL
          RETURNING id
       )
       SELECT count(*)::int AS shipped FROM shipped`,
      [orderId, sellerId, trackingNumber],
    );
    const [{ unshipped }]: { unshipped: number }[] = await manager.query(
      `SELECT count(*)::int AS unshipped FROM order_items WHERE order_id = $1 AND shipped_at IS NULL`,
      [orderId],
    );
    return { shipped, unshipped };
  }

  /** The order as an admin sees it (with who placed it and its refunds). */
  async forAdmin(id: string): Promise<AdminOrder> {
    const order = await this.orders.findOne({ where: { id }, relations: { user: true } });
    if (!order) throw new OrderNotFoundError();
    const [withItems] = await this.withItems([order]);
    return toAdminOrder(withItems);
  }

  /** The order under a row lock in `manager`'s transaction (null when there is none). */
  async lock(manager: EntityManager, id: string): Promise<OrderEntity | null> {
    return manager.getRepository(OrderEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Tells the shopper's mail (a job of the commit) that their order was cancelled, with what was refunded. */
  async announceCancel(manager: EntityManager, order: OrderEntity): Promise<void> {
    const event = new OrderCancelledEvent(order.id, order.refundedCents);
    await this.jobs.publish(manager, event);
  }

  /** Cancels the locked order and gives its units back (once); the caller checked the move is allowed. */
  async cancelAndRelease(manager: EntityManager, order: OrderEntity): Promise<void> {
    // Under the order's row lock, stockReleased makes the release happen once.
    if (!order.stockReleased) {
      const items = await manager.getRepository(OrderItemEntity).find({ where: { orderId: order.id } });
      await this.inventory.release(
        manager,
        items.flatMap((i) => (i.productId ? [{ productId: i.productId, quantity: i.quantity }] : [])),
      );
    }
    await manager.update(OrderEntity, { id: order.id }, { status: 'cancelled', stockReleased: true });
    // Store credit an unpaid order had reserved goes back with it (once). A paid order's credit goes
    // back through its refunds (RefundsService splits each into card and credit), which a paid order
    // is cancelled after, so it never comes back twice.
    if (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed')
      await this.credit.returnForOrder(manager, order.id);
  }

  private async withItems(orders: OrderEntity[]): Promise<OrderEntity[]> {
    if (orders.length === 0) return orders;
    const ids = orders.map((o) => o.id);
    const items = await this.items.find({ where: { orderId: In(ids) }, order: { name: 'ASC' } });
    const parcels = await this.parcels.find({ where: { orderId: In(ids) } });
    const refunds = await this.refunds.listFor(ids);
    const returns = await this.returnViews.forOrders(ids);
    const credit = await this.credit.spentOnOrders(this.db.manager, ids);
    const companies = await this.sellerProfiles.companyNames(
      items.flatMap((i) => (i.sellerId ? [i.sellerId] : [])),
    );
    for (const item of items) if (item.sellerId) item.sellerName = companies.get(item.sellerId) ?? '';
    for (const parcel of parcels) if (parcel.sellerId) parcel.sellerName = companies.get(parcel.sellerId) ?? '';
    return orders.map((order) =>
      Object.assign(order, {
        items: items.filter((i) => i.orderId === order.id),
        parcels: parcels.filter((p) => p.orderId === order.id),
        refunds: refunds.filter((r) => r.orderId === order.id),
        orderReturn: returns.get(order.id) ?? null,
        creditCents: credit.get(order.id) ?? 0,
      }),
    );
  }
}
