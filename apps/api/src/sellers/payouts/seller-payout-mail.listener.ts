import { Inject, Injectable } from '@nestjs/common';
import { UsersService } from '../../auth/users.service';
import { appConfig, type AppConfig } from '../../config/app.config';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { SellerPayoutMadeEvent } from './seller-payout-made.event';
import { sellerPayoutMail } from './seller-payout.mail';

/** Mails the seller its payout (published after the payout committed). */
@Injectable()
export class SellerPayoutMailListener extends MailListener<SellerPayoutMadeEvent> {
  protected readonly template = 'seller-payout';
  readonly event = SellerPayoutMadeEvent;

  constructor(
    private readonly users: UsersService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {
    super();
  }

  protected override related(event: SellerPayoutMadeEvent) {
    return { type: 'seller_payout', id: event.payoutId };
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
