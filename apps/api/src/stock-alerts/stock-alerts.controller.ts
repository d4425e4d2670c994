import { Body, Controller, Param, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { StockAlertResponse } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CatalogueErrors } from '../catalogue/catalogue.errors';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { GuestWrite } from '../common/decorators/guest-write.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { CreateStockAlertDto } from './dto/create-stock-alert.dto';
import { StockAlertsService } from './stock-alerts.service';

const productId = new IdParam(CatalogueErrors.productNotFound);

@ApiTags('catalogue')
@Controller('products')
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  /** "Email me when it's back" on a sold-out product: 201 stored, 200 when that address is already on the list. */
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
