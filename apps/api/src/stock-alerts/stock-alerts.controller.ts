import { Body, Controller, Get, Param, Post, Query, Redirect, Res } from '@nestjs/common';
import { ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { StockAlertResponse } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CatalogueErrors } from '../catalogue/catalogue.errors';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { GuestWrite } from '../common/decorators/guest-write.decorator';
import { Public } from '../common/decorators/public.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { CreateStockAlertDto } from './dto/create-stock-alert.dto';
import { StockAlertsService } from './stock-alerts.service';

const productId = new IdParam(CatalogueErrors.productNotFound);

@ApiTags('catalogue')
@Controller('products')
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  /**
   * "Email me when it's back" on a sold-out product: 201 stored, 200 when that address is already on
   * the list. Unless a signed-in account asks for its own verified address, the address is mailed a
   * link to confirm first ('confirmation_sent'), and no alert goes to it until the link is followed.
   */
  @GuestWrite()
  @Post(':id/stock-alerts')
  async create(
    @CurrentUser() user: UserEntity | undefined,
    @Param('id', productId) id: string,
    @Body() dto: CreateStockAlertDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StockAlertResponse> {
    const { created, response } = await this.alerts.subscribe(user ?? null, id, dto);
    reply.status(created ? 201 : 200);
    return response;
  }
}

@ApiTags('catalogue')
@Controller('stock-alerts')
export class StockAlertConfirmController {
  constructor(private readonly alerts: StockAlertsService) {}

  /**
   * The link in the confirmation mail (`{PUBLIC_URL}/api/stock-alerts/confirm?token=…`): confirms
   * the request and sends the browser on to the product's page (`?stock_alert=confirmed`), 303;
   * an unknown or expired link is 400 with the sentence to show.
   */
  @Public()
  @RateLimited()
  @Get('confirm')
  @Redirect()
  @ApiQuery({ name: 'token', required: true })
  @ApiResponse({ status: 303, description: "To the product's page" })
  async confirm(@Query('token') token: unknown): Promise<{ url: string; statusCode: number }> {
    return { url: await this.alerts.confirm(token), statusCode: 303 };
  }
}
