import { Body, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import type { AdminDispute, AdminDisputeDetail, Paged } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { AdminDisputesService } from './admin-disputes.service';
import { DisputeErrors } from './disputes.errors';
import { AdminDisputesQueryDto } from './dto/admin-disputes-query.dto';
import { SubmitDisputeEvidenceDto } from './dto/submit-dispute-evidence.dto';

const disputeId = new IdParam(DisputeErrors.notFound);

@AdminController('admin/disputes')
export class AdminDisputesController {
  constructor(private readonly disputes: AdminDisputesService) {}

  @Get()
  list(@Query() query: AdminDisputesQueryDto): Promise<Paged<AdminDispute>> {
    return this.disputes.list(query);
  }

  @Get(':id')
  detail(@CurrentUser() admin: UserEntity, @Param('id', disputeId) id: string): Promise<AdminDisputeDetail> {
    return this.disputes.detail(id, admin);
  }

  @Post(':id/evidence')
  @HttpCode(HttpStatus.OK)
  submitEvidence(
    @CurrentUser() admin: UserEntity,
    @Param('id', disputeId) id: string,
    @Body() dto: SubmitDisputeEvidenceDto,
  ): Promise<AdminDisputeDetail> {
    return this.disputes.submitEvidence(id, dto, admin);
  }
}
