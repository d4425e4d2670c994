import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminOrder, OrderStats, Paged, SalesSummary } from '@phonehub/contracts';
import { Roles } from '../common/decorators/roles.decorator';
import { AdminOrdersQueryDto, AdminSalesQueryDto } from './dto/admin-orders-query.dto';
import { OrdersService } from './orders.service';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('orders')
  list(@Query() query: AdminOrdersQueryDto): Promise<Paged<AdminOrder>> {
    return this.orders.listAll(query);
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
