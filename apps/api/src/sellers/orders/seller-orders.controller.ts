import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Paged, SellerOrder } from '@phonehub/contracts';
import type { UserEntity } from '../../auth/entities/user.entity';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { IdParam } from '../../common/validation/id-param.pipe';
import { OrderFulfilmentService } from '../../orders/fulfilment/order-fulfilment.service';
import { SellerLinesService } from '../../orders/seller-lines.service';
import { SellerOnly } from '../seller.guard';
import { SellerOrdersQueryDto, ShipSellerLinesDto } from './seller-orders.dto';
import { OrderErrors } from '../../orders/orders.errors';

const orderId = new IdParam(() => OrderErrors.notFound());

/** The orders holding the signed-in seller's lines (only those lines), and shipping them. */
@ApiTags('seller')
@ApiBearerAuth()
@SellerOnly()
@Controller('seller/orders')
export class SellerOrdersController {
  constructor(
    private readonly lines: SellerLinesService,
    private readonly fulfilment: OrderFulfilmentService,
  ) {}

  @Get()
  list(@CurrentUser() user: UserEntity, @Query() query: SellerOrdersQueryDto): Promise<Paged<SellerOrder>> {
    return this.lines.listForSeller(user.id, query);
  }

  /** The seller's unshipped lines leave in one parcel; 409 when there is nothing of theirs to ship. */
  @Post(':id/ship')
  @HttpCode(HttpStatus.OK)
  async ship(
    @CurrentUser() user: UserEntity,
    @Param('id', orderId) id: string,
    @Body() dto: ShipSellerLinesDto,
  ): Promise<SellerOrder> {
    await this.fulfilment.shipForSeller(user.id, id, dto.tracking_number);
    const order = await this.lines.forSeller(user.id, id);
    if (!order) throw OrderErrors.notFound();
    return order;
  }
}
