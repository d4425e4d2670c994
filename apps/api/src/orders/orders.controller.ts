import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminOrder, Order } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { UpdateOrderStatusDto } from './dto/update-order-status.dto';
import { OrderNotFoundError } from './orders.errors';
import { OrderCancellationService } from './refunds/order-cancellation.service';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly cancellation: OrderCancellationService,
  ) {}

  @Get()
  mine(@CurrentUser() user: UserEntity): Promise<Order[]> {
    return this.orders.listForUser(user);
  }

  /** The owner or an admin; anyone else gets 404. */
  @Get(':id')
  view(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<Order | AdminOrder> {
    return this.orders.view(user, id);
  }

  /** The owner cancels while it is pending or confirmed (a paid order is refunded in full); anyone else gets 404. */
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: UserEntity, @Param('id', new IdParam(() => new OrderNotFoundError())) id: string): Promise<Order> {
    return this.cancellation.cancelByShopper(user, id);
  }

  @Roles('admin')
  @Put(':id/status')
  updateStatus(
    @CurrentUser() admin: UserEntity,
    @Param('id') id: string,
    @Body() dto: UpdateOrderStatusDto,
  ): Promise<AdminOrder> {
    return this.orders.updateStatus(id, dto, admin.id);
  }
}
