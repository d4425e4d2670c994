import { Readable } from 'node:stream';
import { Body, Delete, Get, HttpCode, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type {
  AdminPayout,
  DevicePricing,
  ImeiBlock,
  Paged,
  TradePayoutTotals,
  TradeRequest,
  TradeStatistics,
} from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { DevicePricingService } from './device-pricing.service';
import { AdminTradePayoutsQueryDto } from './dto/admin-trade-payouts-query.dto';
import { AdminTradesPageQueryDto, AdminTradesQueryDto } from './dto/admin-trades-query.dto';
import { DevicePricingDto } from './dto/device-pricing.dto';
import { ReviewTradeDto } from './dto/review-trade.dto';
import { ImeiBlockDto } from './dto/imei-block.dto';
import { ImeiBlocklistService } from './imei/imei-blocklist.service';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { TradeRequestsService } from './trade-requests.service';
import { TradeErrors } from './trade.errors';

const pricingId = new IdParam(TradeErrors.pricingNotFound);
const tradeId = new IdParam(TradeErrors.notFound);

interface Reply {
  headers(values: Record<string, string>): unknown;
}

@AdminController('admin/device-pricing')
export class AdminDevicePricingController {
  constructor(private readonly devices: DevicePricingService) {}

  @Get()
  list(): Promise<DevicePricing[]> {
    return this.devices.list();
  }

  @Post()
  create(@CurrentUser() admin: UserEntity, @Body() dto: DevicePricingDto): Promise<DevicePricing> {
    return this.devices.create(dto, admin.id);
  }

  @Put(':id')
  update(
    @CurrentUser() admin: UserEntity,
    @Param('id', pricingId) id: string,
    @Body() dto: DevicePricingDto,
  ): Promise<DevicePricing> {
    return this.devices.update(id, dto, admin.id);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() admin: UserEntity, @Param('id', pricingId) id: string): Promise<void> {
    return this.devices.remove(id, admin.id);
  }
}

@AdminController('admin/trades')
export class AdminTradesController {
  constructor(private readonly trades: TradeRequestsService) {}

  @Get()
  list(@Query() query: AdminTradesPageQueryDto): Promise<Paged<TradeRequest>> {
    return this.trades.adminList(query);
  }

  @Get('stats')
  stats(): Promise<TradeStatistics> {
    return this.trades.stats();
  }

  /** Transfers awaiting payment and paid, and store credit granted (dollars). */
  @Get('payout-totals')
  payoutTotals(): Promise<TradePayoutTotals> {
    return this.trades.payoutTotals();
  }

  @Get('export')
  @ApiProduces('text/csv')
  export(@Query() query: AdminTradesQueryDto, @Res({ passthrough: true }) reply: Reply): StreamableFile {
    reply.headers({ 'cache-control': 'no-store' });
    // Streamed: written page by page as the database answers, never whole in memory.
    return new StreamableFile(Readable.from(this.trades.exportCsv(query)), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="trades.csv"',
    });
  }

  @Put(':id')
  review(
    @CurrentUser() admin: UserEntity,
    @Param('id', tradeId) id: string,
    @Body() dto: ReviewTradeDto,
  ): Promise<TradeRequest> {
    return this.trades.review(id, dto, admin.id);
  }
}

/** Trade-in bank payouts as transfers (beside the sellers' in the admin's Payouts). */
@AdminController('admin/payouts/trades')
export class AdminTradePayoutsController {
  constructor(private readonly trades: TradeRequestsService) {}

  @Get()
  list(@Query() query: AdminTradePayoutsQueryDto): Promise<Paged<AdminPayout>> {
    return this.trades.adminBankPayouts(query);
  }
}

@AdminController('admin/trade-imei-blocklist')
export class AdminImeiBlocklistController {
  constructor(private readonly blocklist: ImeiBlocklistService) {}

  @Get()
  list(@Query() query: PageQueryDto): Promise<Paged<ImeiBlock>> {
    return this.blocklist.list(query);
  }

  @Post()
  add(@CurrentUser() admin: UserEntity, @Body() dto: ImeiBlockDto): Promise<ImeiBlock> {
    return this.blocklist.add(dto, admin.id);
  }

  @Delete(':imei')
  @HttpCode(204)
  remove(@CurrentUser() admin: UserEntity, @Param('imei') imei: string): Promise<void> {
    if (!/^\d{15}$/.test(imei)) throw TradeErrors.imeiBlockNotFound();
    return this.blocklist.remove(imei, admin.id);
  }
}
