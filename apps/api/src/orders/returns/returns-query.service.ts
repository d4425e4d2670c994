import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository, type SelectQueryBuilder } from 'typeorm';
import { CreditService } from '../../credit/credit.service';
import { ShippingService } from '../../shipping/shipping.service';
import { OrderRefundEntity } from '../refunds/order-refund.entity';
import type { AdminOrderReturn, OrderReturn, Paged } from '@phonehub/contracts';
import { findPage, parseSort, toPaged } from '../../common/paging/paged';
import { whereAnyContains } from '../../common/sql/like-pattern';
import type { AdminReturnsQueryDto, ReturnSort } from './dto/admin-returns-query.dto';
import { OrderReturnItemEntity } from './entities/order-return-item.entity';
import { OrderReturnEntity } from './entities/order-return.entity';
import { toAdminOrderReturn, toOrderReturn } from './return.mapper';
import { ReturnErrors } from './returns.errors';

const SORT_COLUMNS: Record<ReturnSort, string> = { created_at: 'r.created_at' };

/** What a return mail needs: where it goes, whom it greets, and the return as the shopper sees it. */
export interface ReturnForMail {
  email: string;
  name: string;
  orderReturn: OrderReturn;
  /** Store credit paid (part of) the order, so its refund goes to the card first, then to store credit. */
  paidWithCredit?: boolean;
  /** Where the return's refund went, once it was made (null before). */
  refundParts?: { cardCents: number; creditCents: number } | null;
}

/**
 * Reads returns (the order views, the admin list, mails). Kept apart from ReturnsService, which
 * writes them and calls refunds and stock, so the orders service can show a return without
 * depending on all that.
 */
@Injectable()
export class ReturnsQueryService {
  constructor(
    @InjectRepository(OrderReturnEntity) private readonly returns: Repository<OrderReturnEntity>,
    @InjectRepository(OrderReturnItemEntity) private readonly items: Repository<OrderReturnItemEntity>,
    @InjectRepository(OrderRefundEntity) private readonly refunds: Repository<OrderRefundEntity>,
    private readonly credit: CreditService,
    private readonly db: DataSource,
    private readonly shipping: ShippingService,
  ) {}

  /** The returns of these orders with their items, by order id (orders without one are absent). */
  async forOrders(orderIds: readonly string[]): Promise<Map<string, OrderReturnEntity>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.withItems(await this.returns.find({ where: { orderId: In([...orderIds]) } }));
    return new Map(rows.map((row) => [row.orderId, row]));
  }

  /** One page of every return (admin), searched by the order's email or id and filtered by status, in SQL. */
  async list(query: AdminReturnsQueryDto): Promise<Paged<AdminOrderReturn>> {
    const { field, direction } = parseSort<ReturnSort>(query.sort, '-created_at');
    const builder = this.adminReturns().orderBy(SORT_COLUMNS[field], direction).addOrderBy('r.id', direction);
    if (query.status) builder.andWhere('r.status = :status', { status: query.status });
    whereAnyContains(builder, query.search, ['o.email', 'o.id::text']);
    const { rows, total } = await findPage(builder, query);
    return toPaged((await this.withItems(rows)).map(toAdminOrderReturn), total, query);
  }

  async view(id: string): Promise<OrderReturn> {
    const row = await this.returns.findOneBy({ id });
    if (!row) throw ReturnErrors.notFound();
    const [withItems] = await this.withItems([row]);
    return toOrderReturn(withItems);
  }

  async adminView(id: string): Promise<AdminOrderReturn> {
    const row = await this.adminReturns().where('r.id = :id', { id }).getOne();
    if (!row) throw ReturnErrors.notFound();
    const [withItems] = await this.withItems([row]);
    return toAdminOrderReturn(withItems);
  }

  async forMail(id: string): Promise<ReturnForMail> {
    const row = await this.returns.findOneOrFail({ where: { id }, relations: { order: true } });
    const [withItems] = await this.withItems([row]);
    const order = row.order as NonNullable<OrderReturnEntity['order']>;
    const refund = row.refundId ? await this.refunds.findOneBy({ id: row.refundId }) : null;
    return {
      email: order.email,
      name: order.shippingAddress.name,
      orderReturn: toOrderReturn(withItems),
      paidWithCredit: (await this.credit.spentOn(this.db.manager, order.id)) > 0,
      refundParts: refund ? { cardCents: refund.cardCents, creditCents: refund.creditCents } : null,
    };
  }

  /** Returns with their order and who asked (to-one joins only, so a page is pageable in SQL). */
  private adminReturns(): SelectQueryBuilder<OrderReturnEntity> {
    return this.returns
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.order', 'o')
      .leftJoinAndSelect('r.user', 'u');
  }

  /** The rows with their items and their prepaid labels (null before one is bought). */
  private async withItems(rows: OrderReturnEntity[]): Promise<OrderReturnEntity[]> {
    if (rows.length === 0) return rows;
    const ids = rows.map((r) => r.id);
    const items = await this.items.find({
      where: { returnId: In(ids) },
      relations: { orderItem: true },
      order: { orderItem: { name: 'ASC' } },
    });
    const labels = await this.shipping.tracking('return', ids);
    return rows.map((row) =>
      Object.assign(row, {
        items: items.filter((i) => i.returnId === row.id),
        label: labels.get(row.id) ?? null,
      }),
    );
  }
}
