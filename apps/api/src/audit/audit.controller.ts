import { Get, Query } from '@nestjs/common';
import type { AuditLogResponse } from '@phonehub/contracts';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { AuditService } from './audit.service';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';

@AdminController('admin/audit-log')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  list(@Query() query: AuditLogQueryDto): Promise<AuditLogResponse> {
    return this.audit.list(query);
  }
}
