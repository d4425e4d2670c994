import { Module, OnApplicationShutdown, Inject } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { mailConfig, type MailConfig } from '../config/mail.config';
import { AdminMailsController } from './admin-mails.controller';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { MailEntity } from './mail.entity';
import { MailService } from './mail.service';
import { OutboxMailTransport } from './transports/outbox.transport';
import { SmtpMailTransport } from './transports/smtp.transport';

@Module({
  imports: [TypeOrmModule.forFeature([MailEntity])],
  controllers: [AdminMailsController],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [mailConfig.KEY],
      useFactory: (config: MailConfig): MailTransport =>
        config.smtpUrl
          ? new SmtpMailTransport(config.smtpUrl, config.from)
          : new OutboxMailTransport(config.outboxDir),
    },
    MailService,
  ],
  exports: [MailService],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  onApplicationShutdown(): void {
    if (this.transport instanceof SmtpMailTransport) this.transport.close();
  }
}
