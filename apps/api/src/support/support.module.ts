import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { imageStoreFor } from '../common/uploads/image-store.provider';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminContactMessagesController, AdminSupportController } from './admin-support.controller';
import { ContactController } from './contact.controller';
import { ContactMessagesService } from './contact-messages.service';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { SupportAttachmentEntity } from './entities/support-attachment.entity';
import { SupportMessageEntity } from './entities/support-message.entity';
import { SupportTicketEntity } from './entities/support-ticket.entity';
import {
  ContactReplyMailListener,
  NewTicketMailListener,
  SupportReplyMailListener,
} from './mail/support-mail.listeners';
import { SupportAttachmentsService, SupportImageStore } from './support-attachments.service';
import { supportConfig } from './support.config';
import { SupportController } from './support.controller';
import { SupportTicketsService } from './support-tickets.service';

/** Support: shoppers' tickets answered by admins, and the public contact form's messages. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      SupportTicketEntity,
      SupportMessageEntity,
      SupportAttachmentEntity,
      ContactMessageEntity,
    ]),
    ConfigModule.forFeature(supportConfig),
    AuthModule,
    MailModule,
    OrdersModule,
  ],
  controllers: [SupportController, ContactController, AdminSupportController, AdminContactMessagesController],
  providers: [
    SupportTicketsService,
    SupportAttachmentsService,
    ContactMessagesService,
    SupportReplyMailListener,
    NewTicketMailListener,
    ContactReplyMailListener,
    imageStoreFor(SupportImageStore, 'support', supportConfig, (config) => config.uploadDir),
  ],
  exports: [SupportTicketsService],
})
export class SupportModule {}
