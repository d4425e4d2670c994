import { Body, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { AdminOrder, OrderStats, Paged, SalesSummary, ShippingQuote } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { AdminOrdersQueryDto, AdminSalesQueryDto } from './dto/admin-orders-query.dto';
import { IdParam } from '../common/validation/id-param.pipe';
import { BuyLabelDto } from './labels/buy-label.dto';
import { OrderLabelsService } from './labels/order-labels.service';
import { OrdersService } from './orders.service';
import { RefundOrderDto } from './refunds/refund-order.dto';
import { RefundsService } from './refunds/refunds.service';
import { OrderErrors } from './orders.errors';

const orderId = new IdParam(() => OrderErrors.notFound());

@AdminController('admin')
export class AdminOrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    private readonly labels: OrderLabelsService,
  ) {}

  @Get('orders')
  list(@Query() query: AdminOrdersQueryDto): Promise<Paged<AdminOrder>> {
    return this.orders.listAll(query);
  }

  /** Refunds through the provider (default: all that is left); answers the order with its refunds. */
  @Post('orders/:id/refund')
  @HttpCode(200)
  async refund(
    @CurrentUser() admin: UserEntity,
    @Param('id', orderId) id: string,
    @Body() dto: RefundOrderDto,
  ): Promise<AdminOrder> {
    await this.refunds.refund(id, { reason: dto.reason, amountCents: dto.amount_cents, actorId: admin.id });
    return this.orders.forAdmin(id);
  }

  /** The carrier's rates for PhoneHub's parcel of the order (from the warehouse), its shipping method's first. */
  @Get('orders/:id/label-rates')
  labelRates(@Param('id', orderId) id: string): Promise<ShippingQuote> {
    return this.labels.rates(id, null);
  }

  /** Buys the label for PhoneHub's parcel; it ships when the carrier first scans it. Answers the order. */
  @Post('orders/:id/label')
  @HttpCode(200)
  async buyLabel(@Param('id', orderId) id: string, @Body() dto: BuyLabelDto): Promise<AdminOrder> {
    await this.labels.buy(id, null, { quoteId: dto.quote_id, rateId: dto.rate_id });
    return this.orders.forAdmin(id);
  }

  @Get('orders/stats')
  stats(): Promise<OrderStats> {
    return this.orders.stats();
  }

  @Get('sales')
  sales(@Query() query: AdminSalesQueryDto): Promise<SalesSummary> {
    return this.orders.sales(query);
  }
}
