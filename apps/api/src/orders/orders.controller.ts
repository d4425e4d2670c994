import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminOrder, Order, OrderLookupResult, Paged } from '@phonehub/contracts';
import { orderReference } from '@phonehub/domain';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { Roles } from '../common/decorators/roles.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { UpdateOrderStatusDto } from './dto/update-order-status.dto';
import { GuestCancelOrderDto } from './cancellation/guest-cancel-order.dto';
import { OrderCancellationService } from './cancellation/order-cancellation.service';
import { OrdersService } from './orders.service';
import { OrderFulfilmentService } from './fulfilment/order-fulfilment.service';
import { OrderLookupDto } from './lookup/order-lookup.dto';
import { OrderLookupService } from './lookup/order-lookup.service';
import { OrderErrors } from './orders.errors';

@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly fulfilment: OrderFulfilmentService,
    private readonly cancellation: OrderCancellationService,
    private readonly lookups: OrderLookupService,
  ) {}

  @Get()
  mine(@CurrentUser() user: UserEntity): Promise<Order[]> {
    return this.orders.listForUser(user);
  }

  /** The user's own orders a page at a time, newest first. */
  @Get('mine')
  minePaged(@CurrentUser() user: UserEntity, @Query() query: PageQueryDto): Promise<Paged<Order>> {
    return this.orders.pageForUser(user, query);
  }

  /** A guest's way back to an order: email and reference must both match, else the same 404. */
  @Public()
  @RateLimited()
  @Post('lookup')
  @HttpCode(200)
  lookup(@Body() dto: OrderLookupDto): Promise<OrderLookupResult> {
    return this.lookups.lookup(dto);
  }

  /** The owner or an admin; anyone else gets 404. */
  @Get(':id')
  view(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<Order | AdminOrder> {
    return this.orders.view(user, id);
  }

  /** The owner cancels while it is pending or confirmed (a paid order is refunded in full); anyone else gets 404. */
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @CurrentUser() user: UserEntity,
    @Param('id', new IdParam(() => OrderErrors.notFound())) id: string,
  ): Promise<Order> {
    return this.cancellation.cancelByShopper(user, id);
  }

  /** A guest cancels their unpaid order with the email it was placed with; answers it as the lookup shows it. */
  @Public()
  @RateLimited()
  @Post(':id/cancel/guest')
  @HttpCode(200)
  async cancelAsGuest(
    @Param('id', new IdParam(() => OrderErrors.notFound())) id: string,
    @Body() dto: GuestCancelOrderDto,
  ): Promise<OrderLookupResult> {
    await this.cancellation.cancelByGuest(id, dto.email);
    return this.lookups.lookup({ email: dto.email, reference: orderReference(id) });
  }

  @Roles('admin')
  @Put(':id/status')
  updateStatus(
    @CurrentUser() admin: UserEntity,
    @Param('id') id: string,
    @Body() dto: UpdateOrderStatusDto,
  ): Promise<AdminOrder> {
    return this.fulfilment.updateStatus(id, dto, admin.id);
  }
}
