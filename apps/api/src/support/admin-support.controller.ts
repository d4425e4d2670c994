import { Body, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type {
  AdminContactMessage,
  AdminSupportSummary,
  AdminSupportTicket,
  AdminSupportTicketDetail,
  Paged,
  SupportAssignee,
} from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { ContactMessagesService } from './contact-messages.service';
import { AdminContactMessagesQueryDto } from './dto/admin-contact-messages-query.dto';
import { AdminSupportTicketsQueryDto } from './dto/admin-support-tickets-query.dto';
import { ContactReplyDto } from './dto/contact-reply.dto';
import { UpdateSupportTicketDto } from './dto/update-support-ticket.dto';
import { SupportTicketsService } from './support-tickets.service';
import { SupportErrors } from './support.errors';

const ticketId = new IdParam(SupportErrors.ticketNotFound);
const contactId = new IdParam(SupportErrors.contactNotFound);

@AdminController('admin/support')
export class AdminSupportController {
  constructor(
    private readonly tickets: SupportTicketsService,
    private readonly contacts: ContactMessagesService,
  ) {}

  @Get('tickets')
  list(@Query() query: AdminSupportTicketsQueryDto): Promise<Paged<AdminSupportTicket>> {
    return this.tickets.adminList(query);
  }

  @Get('tickets/:id')
  view(
    @CurrentUser() admin: UserEntity,
    @Param('id', ticketId) id: string,
  ): Promise<AdminSupportTicketDetail> {
    return this.tickets.view(admin, id) as Promise<AdminSupportTicketDetail>;
  }

  @Put('tickets/:id')
  update(
    @CurrentUser() admin: UserEntity,
    @Param('id', ticketId) id: string,
    @Body() dto: UpdateSupportTicketDto,
  ): Promise<AdminSupportTicketDetail> {
    return this.tickets.adminUpdate(admin, id, dto);
  }

  @Get('assignees')
  assignees(): Promise<SupportAssignee[]> {
    return this.tickets.assignees();
  }

  @Get('summary')
  async summary(): Promise<AdminSupportSummary> {
    const [counts, newContacts] = await Promise.all([this.tickets.counts(), this.contacts.countNew()]);
    return { ...counts, new_contact_messages: newContacts };
  }
}

@AdminController('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly contacts: ContactMessagesService) {}

  @Get()
  list(@Query() query: AdminContactMessagesQueryDto): Promise<Paged<AdminContactMessage>> {
    return this.contacts.adminList(query);
  }

  @Post(':id/reply')
  @HttpCode(200)
  reply(
    @CurrentUser() admin: UserEntity,
    @Param('id', contactId) id: string,
    @Body() dto: ContactReplyDto,
  ): Promise<AdminContactMessage> {
    return this.contacts.reply(admin, id, dto);
  }

  @Post(':id/convert')
  @HttpCode(200)
  convert(
    @CurrentUser() admin: UserEntity,
    @Param('id', contactId) id: string,
  ): Promise<AdminContactMessage> {
    return this.contacts.convert(admin, id);
  }
}
