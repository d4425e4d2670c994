import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { UsersService } from '../../auth/users.service';
import { appConfig, type AppConfig } from '../../config/app.config';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { MailService } from '../../mail/mail.service';
import { SellerPayoutMadeEvent } from './seller-payout-made.event';
import { sellerPayoutMail } from './seller-payout.mail';

/** Mails the seller its payout (published after the payout committed). */
@Injectable()
export class SellerPayoutMailListener extends MailListener<SellerPayoutMadeEvent> {
  protected readonly failureMessage = 'Could not send the seller payout mail';

  constructor(
    mail: MailService,
    logger: Logger,
    private readonly users: UsersService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {
    super(mail, logger);
  }

  @OnEvent(SellerPayoutMadeEvent.eventName, { async: true })
  handle(event: SellerPayoutMadeEvent): Promise<void> {
    return this.deliver(event);
  }

  protected async compose(event: SellerPayoutMadeEvent): Promise<MailMessage | null> {
    const seller = await this.users.findById(event.sellerId);
    if (!seller) return null;
    return sellerPayoutMail({
      email: seller.email,
      firstName: seller.firstName,
      amountCents: event.amountCents,
      reference: event.reference,
      url: `${this.app.publicUrl}/seller`,
    });
  }
}
