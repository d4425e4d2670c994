import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { SellerStats } from '@phonehub/contracts';
import type { UserEntity } from '../../auth/entities/user.entity';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { SellerOnly } from '../seller.guard';
import { SellerStatsService } from './seller-stats.service';

@ApiTags('seller')
@ApiBearerAuth()
@SellerOnly()
@Controller('seller/stats')
export class SellerStatsController {
  constructor(private readonly stats: SellerStatsService) {}

  @Get()
  get(@CurrentUser() user: UserEntity): Promise<SellerStats> {
    return this.stats.forSeller(user.id);
  }
}
