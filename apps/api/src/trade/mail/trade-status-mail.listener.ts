import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { MailService } from '../../mail/mail.service';
import { TradeStatusChangedEvent } from '../events/trade-status-changed.event';
import { tradeStatusMail } from './trade-status.mail';

@Injectable()
export class TradeStatusMailListener {
  constructor(
    private readonly mail: MailService,
    private readonly logger: Logger,
  ) {}

  /** Runs after the response is sent; a mail failure is logged and never reaches the admin. */
  @OnEvent(TradeStatusChangedEvent.eventName, { async: true })
  async handle(event: TradeStatusChangedEvent): Promise<void> {
    try {
      await this.mail.send(tradeStatusMail(event));
    } catch (error) {
      this.logger.error({ err: error }, 'Could not send the trade status mail', TradeStatusMailListener.name);
    }
  }
}
