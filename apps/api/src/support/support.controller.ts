import { Body, Controller, Get, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  AdminSupportTicketDetail,
  Paged,
  SupportAttachment,
  SupportTicket,
  SupportTicketDetail,
} from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { imageResponse, type ImageReply } from '../common/uploads/image-store';
import { ImageUploadRoute, UploadedImage } from '../common/uploads/image-upload.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { CreateSupportTicketDto } from './dto/create-support-ticket.dto';
import { SupportReplyDto } from './dto/support-reply.dto';
import { SupportAttachmentsService } from './support-attachments.service';
import { SupportTicketsService } from './support-tickets.service';
import { SupportErrors } from './support.errors';

const ticketId = new IdParam(SupportErrors.ticketNotFound);

@ApiTags('support')
@ApiBearerAuth()
@Controller('support')
export class SupportController {
  constructor(
    private readonly tickets: SupportTicketsService,
    private readonly attachments: SupportAttachmentsService,
  ) {}

  @Get('tickets')
  list(@CurrentUser() user: UserEntity, @Query() query: PageQueryDto): Promise<Paged<SupportTicket>> {
    return this.tickets.listMine(user, query);
  }

  @Post('tickets')
  create(@CurrentUser() user: UserEntity, @Body() dto: CreateSupportTicketDto): Promise<SupportTicket> {
    return this.tickets.create(user, dto);
  }

  @Get('tickets/:id')
  view(
    @CurrentUser() user: UserEntity,
    @Param('id', ticketId) id: string,
  ): Promise<SupportTicketDetail | AdminSupportTicketDetail> {
    return this.tickets.view(user, id);
  }

  @Post('tickets/:id/messages')
  reply(
    @CurrentUser() user: UserEntity,
    @Param('id', ticketId) id: string,
    @Body() dto: SupportReplyDto,
  ): Promise<SupportTicketDetail | AdminSupportTicketDetail> {
    return this.tickets.reply(user, id, dto);
  }

  @ImageUploadRoute('attachments')
  async upload(
    @CurrentUser() user: UserEntity,
    @UploadedImage() image: Promise<Buffer>,
  ): Promise<SupportAttachment> {
    return this.attachments.save(user.id, await image);
  }

  @Public()
  @Get('attachments/:id')
  async attachment(
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: ImageReply,
  ): Promise<StreamableFile> {
    return imageResponse(reply, await this.attachments.read(id));
  }
}
