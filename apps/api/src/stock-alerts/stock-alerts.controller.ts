import { Body, Controller, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { StockAlertResponse } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CatalogueErrors } from '../catalogue/catalogue.errors';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { OptionalUserGuard } from '../common/guards/optional-user.guard';
import { IdParam } from '../common/validation/id-param.pipe';
import { CreateStockAlertDto } from './dto/create-stock-alert.dto';
import { StockAlertsService } from './stock-alerts.service';

const productId = new IdParam(CatalogueErrors.productNotFound);

@ApiTags('catalogue')
@Controller('products')
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  /** "Email me when it's back" on a sold-out product: 201 stored, 200 when that address is already on the list. */
  @Public()
  @RateLimited()
  @UseGuards(OptionalUserGuard)
  @ApiBearerAuth()
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
