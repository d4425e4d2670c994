import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import type {
  CreateTradeResponse,
  PayoutAccountLink,
  TrackedTrade,
  TradeDeviceCatalogue,
  TradeImageUploadResponse,
  TradePartner,
  TradeQuoteResponse,
  TradeRequest,
} from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { GuestWrite } from '../common/decorators/guest-write.decorator';
import { Public } from '../common/decorators/public.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { DevicePricingService } from './device-pricing.service';
import { CreateTradeDto } from './dto/create-trade.dto';
import { TradeQuoteDto } from './dto/trade-quote.dto';
import { TradeActionDto, TradePayoutDto } from './dto/trade-action.dto';
import { TradeActionsService } from './trade-actions.service';
import { TRADE_PARTNERS } from './trade-partners';
import { TradeRequestsService } from './trade-requests.service';
import { TradeErrors } from './trade.errors';
import { imageResponse, type ImageReply } from '../common/uploads/image-store';
import { ImageUploadRoute, UploadedImage } from '../common/uploads/image-upload.decorator';
import { TradeImagesService } from './uploads/trade-images.service';

const tradeId = new IdParam(TradeErrors.notFound);
const TRACKING_CODE = /^TR-[0-9A-Z]{10}$/i;
/** The customer's actions name the trade by id (signed in) or by tracking code (a guest on the track page). */
const tradeRef = {
  transform(value: unknown): string {
    if (typeof value === 'string' && TRACKING_CODE.test(value)) return value.toUpperCase();
    return tradeId.transform(value);
  },
};

@ApiTags('trade')
@Controller('trade')
export class TradeController {
  constructor(
    private readonly devices: DevicePricingService,
    private readonly trades: TradeRequestsService,
    private readonly images: TradeImagesService,
    private readonly actions: TradeActionsService,
  ) {}

  @Public()
  @Get('devices')
  catalogue(): Promise<TradeDeviceCatalogue> {
    return this.devices.catalogue();
  }

  @Public()
  @Post('quote')
  @HttpCode(200)
  quote(@Body() dto: TradeQuoteDto): Promise<TradeQuoteResponse> {
    return this.devices.quote(dto);
  }

  @Public()
  @Get('partners')
  partners(): readonly TradePartner[] {
    return TRADE_PARTNERS;
  }

  @Public()
  @ImageUploadRoute('images')
  async upload(@UploadedImage() image: Promise<Buffer>): Promise<TradeImageUploadResponse> {
    return this.images.save(await image);
  }

  @Public()
  @Get('images/:id')
  async image(
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: ImageReply,
  ): Promise<StreamableFile> {
    return imageResponse(reply, await this.images.read(id));
  }

  @GuestWrite()
  @Post('requests')
  create(
    @CurrentUser() user: UserEntity | undefined,
    @Body() dto: CreateTradeDto,
  ): Promise<CreateTradeResponse> {
    return this.trades.create(user ?? null, dto);
  }

  @ApiBearerAuth()
  @Get('requests')
  mine(@CurrentUser() user: UserEntity): Promise<TradeRequest[]> {
    return this.trades.listMine(user);
  }

  @ApiBearerAuth()
  @Get('requests/:id')
  view(@CurrentUser() user: UserEntity, @Param('id', tradeId) id: string): Promise<TradeRequest> {
    return this.trades.view(user, id);
  }

  @GuestWrite()
  @Post('requests/:id/accept-offer')
  @HttpCode(200)
  acceptOffer(
    @CurrentUser() user: UserEntity | undefined,
    @Param('id', tradeRef) id: string,
    @Body() dto: TradeActionDto,
  ): Promise<TradeRequest> {
    return this.actions.acceptOffer(user ?? null, id, dto);
  }

  @GuestWrite()
  @Post('requests/:id/decline-offer')
  @HttpCode(200)
  declineOffer(
    @CurrentUser() user: UserEntity | undefined,
    @Param('id', tradeRef) id: string,
    @Body() dto: TradeActionDto,
  ): Promise<TradeRequest> {
    return this.actions.declineOffer(user ?? null, id, dto);
  }

  @GuestWrite()
  @Post('requests/:id/cancel')
  @HttpCode(200)
  cancel(
    @CurrentUser() user: UserEntity | undefined,
    @Param('id', tradeRef) id: string,
    @Body() dto: TradeActionDto,
  ): Promise<TradeRequest> {
    return this.actions.cancel(user ?? null, id, dto);
  }

  /** Chosen once the value is settled: store_credit (value + 10 %, at once) or bank_transfer. */
  @GuestWrite()
  @Post('requests/:id/payout')
  @HttpCode(200)
  payout(
    @CurrentUser() user: UserEntity | undefined,
    @Param('id', tradeRef) id: string,
    @Body() dto: TradePayoutDto,
  ): Promise<TradeRequest> {
    return this.actions.payout(user ?? null, id, dto);
  }

  /**
   * A bank payout goes to a recipient account at the payment provider: this answers a short-lived
   * link to the provider's page that sets it up (it takes the bank details; we never see them),
   * which returns to the trade's page. The owner signed in, or a guest with tracking code and email.
   */
  @GuestWrite()
  @Post('requests/:id/payout-account/link')
  @HttpCode(200)
  payoutAccountLink(
    @CurrentUser() user: UserEntity | undefined,
    @Param('id', tradeRef) id: string,
    @Body() dto: TradeActionDto,
  ): Promise<PayoutAccountLink> {
    return this.actions.payoutAccountLink(user ?? null, id, dto);
  }

  /** `email` is needed (and only used) when the query is a serial number rather than a tracking code. */
  @Public()
  @Get('track/:query')
  @ApiQuery({ name: 'email', required: false, description: "The trade's email, to track by serial number" })
  track(@Param('query') query: string, @Query('email') email?: unknown): Promise<TrackedTrade> {
    return this.trades.track(query, email);
  }
}
