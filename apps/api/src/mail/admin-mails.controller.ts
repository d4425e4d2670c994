import { Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { MailListResponse, MailRecord } from '@phonehub/contracts';
import type { AuthPrincipal } from '../common/auth/auth-principal';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { MailListQueryDto } from './dto/mail-list-query.dto';
import { MailErrors } from './mail.errors';
import { MailService } from './mail.service';

@AdminController('admin/mails')
export class AdminMailsController {
  constructor(private readonly mail: MailService) {}

  @Get()
  list(@Query() query: MailListQueryDto): Promise<MailListResponse> {
    return this.mail.list(query);
  }

  /** Queues a failed mail again (409 for any other). */
  @Post(':id/resend')
  @HttpCode(200)
  resend(
    @Param('id', new IdParam(MailErrors.notFound)) id: string,
    @CurrentUser() admin: AuthPrincipal,
  ): Promise<MailRecord> {
    return this.mail.resend(id, admin.id);
  }
}
