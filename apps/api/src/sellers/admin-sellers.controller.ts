import { Body, Get, Param, Put, Query } from '@nestjs/common';
import type { AdminSeller, Paged } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { AdminSellersService } from './admin-sellers.service';
import { AdminSellersQueryDto } from './dto/admin-sellers-query.dto';
import { SuspendSellerDto } from './dto/suspend-seller.dto';
import { SellerErrors } from './sellers.errors';

const sellerId = new IdParam(SellerErrors.notFound);

@AdminController('admin/sellers')
export class AdminSellersController {
  constructor(private readonly sellers: AdminSellersService) {}

  @Get()
  list(@Query() query: AdminSellersQueryDto): Promise<Paged<AdminSeller>> {
    return this.sellers.list(query);
  }

  @Put(':id/suspend')
  suspend(
    @CurrentUser() admin: UserEntity,
    @Param('id', sellerId) id: string,
    @Body() dto: SuspendSellerDto,
  ): Promise<AdminSeller> {
    return this.sellers.setSuspended(id, dto.is_suspended, admin.id);
  }
}
