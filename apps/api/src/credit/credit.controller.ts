import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { StoreCredit } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { CreditService } from './credit.service';

@ApiTags('account')
@ApiBearerAuth()
@Controller('account/credit')
export class CreditController {
  constructor(private readonly credit: CreditService) {}

  /** The signed-in shopper's store credit: balance and movements, newest first. */
  @Get()
  mine(@CurrentUser() user: UserEntity): Promise<StoreCredit> {
    return this.credit.forUser(user.id);
  }
}
