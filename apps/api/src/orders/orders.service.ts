import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository, SelectQueryBuilder } from 'typeorm';
import type { AdminOrder, Order, OrderStats, Paged, SalesSummary } from '@phonehub/contracts';
import { toDollars } from '@phonehub/domain';
import type { UserEntity } from '../auth/entities/user.entity';
import { CreditService } from '../credit/credit.service';
import { ShippingService } from '../shipping/shipping.service';
import { SellerProfilesService } from '../partners/seller-profiles.service';
import { findPage, parseSort, toPaged } from '../common/paging/paged';
import type { PageQueryDto } from '../common/paging/page-query.dto';
import { whereAnyContains } from '../common/sql/like-pattern';
import { isUuid } from '../common/validation/id-param.pipe';
import type { AdminOrdersQueryDto, AdminSalesQueryDto, OrderSort } from './dto/admin-orders-query.dto';
import { OrderItemEntity } from './entities/order-item.entity';
import { OrderParcelEntity } from './entities/order-parcel.entity';
import { OrderEntity } from './entities/order.entity';
import { toAdminOrder, toOrder } from './order.mapper';
import { ReturnsQueryService } from './returns/returns-query.service';
import { RefundsService } from './refunds/refunds.service';
import { OrderErrors } from './orders.errors';

/** The columns behind the admin lists' sort values. */
const SORT_COLUMNS: Record<OrderSort, string> = { created_at: 'o.created_at', total: 'o.total_cents' };

/**
 * Reading orders: a shopper's own, the admin lists and figures, and one order with everything it
 * shows (lines, parcels, refunds, its return, the credit it took). Placing, paying, fulfilling and
 * cancelling are each their own service (placing/, payment/, fulfilment/, cancellation/).
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>,
    @InjectRepository(OrderParcelEntity) private readonly parcels: Repository<OrderParcelEntity>,
    private readonly returnViews: ReturnsQueryService,
    private readonly refunds: RefundsService,
    private readonly sellerProfiles: SellerProfilesService,
    private readonly credit: CreditService,
    private readonly shipping: ShippingService,
  ) {}

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
    if (!isUuid(id)) throw OrderErrors.notFound();
    const order = await this.orders.findOne({ where: { id }, relations: { user: true } });
    const isAdmin = user.role === 'admin';
    if (!order || (!isAdmin && order.userId !== user.id)) throw OrderErrors.notFound();
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
    whereAnyContains(builder, query.search, ['o.email', 'o.id::text']);
    return builder;
  }

  private async adminPage(
    builder: SelectQueryBuilder<OrderEntity>,
    query: AdminOrdersQueryDto | AdminSalesQueryDto,
  ): Promise<Paged<AdminOrder>> {
    const { rows, total } = await findPage(builder, query);
    return toPaged((await this.withItems(rows)).map(toAdminOrder), total, query);
  }

  /** The order as an admin sees it (with who placed it and its refunds). */
  async forAdmin(id: string): Promise<AdminOrder> {
    const order = await this.orders.findOne({ where: { id }, relations: { user: true } });
    if (!order) throw OrderErrors.notFound();
    const [withItems] = await this.withItems([order]);
    return toAdminOrder(withItems);
  }

  private async withItems(orders: OrderEntity[]): Promise<OrderEntity[]> {
    if (orders.length === 0) return orders;
    const ids = orders.map((o) => o.id);
    const items = await this.items.find({ where: { orderId: In(ids) }, order: { name: 'ASC' } });
    const parcels = await this.parcels.find({ where: { orderId: In(ids) } });
    const labels = await this.shipping.tracking(
      'order_parcel',
      parcels.map((p) => p.id),
    );
    const refunds = await this.refunds.listFor(ids);
    const returns = await this.returnViews.forOrders(ids);
    const credit = await this.credit.spentOnOrders(this.db.manager, ids);
    const companies = await this.sellerProfiles.companyNames(
      items.flatMap((i) => (i.sellerId ? [i.sellerId] : [])),
    );
    for (const item of items) if (item.sellerId) item.sellerName = companies.get(item.sellerId) ?? '';
    for (const parcel of parcels) {
      if (parcel.sellerId) parcel.sellerName = companies.get(parcel.sellerId) ?? '';
      parcel.tracking = labels.get(parcel.id) ?? null;
    }
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
