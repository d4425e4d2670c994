import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminOrder, OrderStats, SalesSummary } from '@phonehub/contracts';
import { Roles } from '../common/decorators/roles.decorator';
import { OrdersService } from './orders.service';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('orders')
  list(): Promise<AdminOrder[]> {
    return this.orders.listAll();
  }

  @Get('orders/stats')
  stats(): Promise<OrderStats> {
    return this.orders.stats();
  }

  @Get('sales')
  sales(): Promise<SalesSummary> {
    return this.orders.sales();
  }
}
