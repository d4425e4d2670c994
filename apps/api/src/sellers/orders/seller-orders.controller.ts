import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Paged, SellerOrder, ShippingQuote } from '@phonehub/contracts';
import type { UserEntity } from '../../auth/entities/user.entity';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { IdParam } from '../../common/validation/id-param.pipe';
import { OrderFulfilmentService } from '../../orders/fulfilment/order-fulfilment.service';
import { BuyLabelDto } from '../../orders/labels/buy-label.dto';
import { OrderLabelsService } from '../../orders/labels/order-labels.service';
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
    private readonly labels: OrderLabelsService,
  ) {}

  @Get()
  list(@CurrentUser() user: UserEntity, @Query() query: SellerOrdersQueryDto): Promise<Paged<SellerOrder>> {
    return this.lines.listForSeller(user.id, query);
  }

  /**
   * The carrier's rates for the seller's parcel of a paid order (from the seller's profile address to
   * the shopper), the order's shipping method's first; 409 once its lines left or it has a label.
   */
  @Get(':id/label-rates')
  labelRates(@CurrentUser() user: UserEntity, @Param('id', orderId) id: string): Promise<ShippingQuote> {
    return this.labels.rates(id, user.id);
  }

  /** Buys one of those rates' label; the parcel shows "label created" until the carrier scans it. */
  @Post(':id/label')
  @HttpCode(HttpStatus.OK)
  async buyLabel(
    @CurrentUser() user: UserEntity,
    @Param('id', orderId) id: string,
    @Body() dto: BuyLabelDto,
  ): Promise<SellerOrder> {
    await this.labels.buy(id, user.id, { quoteId: dto.quote_id, rateId: dto.rate_id });
    return this.view(user.id, id);
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
    return this.view(user.id, id);
  }

  private async view(sellerId: string, id: string): Promise<SellerOrder> {
    const order = await this.lines.forSeller(sellerId, id);
    if (!order) throw OrderErrors.notFound();
    return order;
  }
}
