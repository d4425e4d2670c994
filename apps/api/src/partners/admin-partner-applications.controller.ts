import { Body, Get, Param, Put, Query } from '@nestjs/common';
import type { AdminPartnerApplication, Paged } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { AdminPartnerApplicationsQueryDto } from './dto/admin-partner-applications-query.dto';
import { ReviewPartnerApplicationDto } from './dto/review-partner-application.dto';
import { PartnerApplicationsService } from './partner-applications.service';
import { PartnerErrors } from './partners.errors';

const applicationId = new IdParam(PartnerErrors.applicationNotFound);

@AdminController('admin/partner-applications')
export class AdminPartnerApplicationsController {
  constructor(private readonly applications: PartnerApplicationsService) {}

  @Get()
  list(@Query() query: AdminPartnerApplicationsQueryDto): Promise<Paged<AdminPartnerApplication>> {
    return this.applications.adminList(query);
  }

  @Put(':id')
  review(
    @CurrentUser() admin: UserEntity,
    @Param('id', applicationId) id: string,
    @Body() dto: ReviewPartnerApplicationDto,
  ): Promise<AdminPartnerApplication> {
    return this.applications.review(id, dto, admin.id);
  }
}
