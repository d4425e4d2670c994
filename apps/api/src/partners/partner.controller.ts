import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PartnerApplication } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ApplyPartnerDto } from './dto/apply-partner.dto';
import { PartnerApplicationsService } from './partner-applications.service';

@ApiTags('partner')
@ApiBearerAuth()
@Controller('partner')
export class PartnerController {
  constructor(private readonly applications: PartnerApplicationsService) {}

  @Post('apply')
  apply(@CurrentUser() user: UserEntity, @Body() dto: ApplyPartnerDto): Promise<PartnerApplication> {
    return this.applications.apply(user, dto);
  }

  @Get('application')
  mine(@CurrentUser() user: UserEntity): Promise<PartnerApplication> {
    return this.applications.findMine(user);
  }
}
