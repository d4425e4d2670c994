import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { MAIL_TRANSPORT, type MailMessage, type MailTransport } from './mail-transport';

@Injectable()
export class MailService {
  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.transport.send(message);
    this.logger.log({ subject: message.subject }, 'Mail sent', MailService.name);
  }
}
