import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminSeller, Paged } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { AdminSellersService } from './admin-sellers.service';
import { AdminSellersQueryDto } from './dto/admin-sellers-query.dto';
import { SuspendSellerDto } from './dto/suspend-seller.dto';
import { SellerErrors } from './sellers.errors';

const sellerId = new IdParam(SellerErrors.notFound);

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/sellers')
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
