import { Inject, Injectable } from '@nestjs/common';
import { orderReference } from '@phonehub/domain';
import { UsersService } from '../../auth/users.service';
import { appConfig, type AppConfig } from '../../config/app.config';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { SellerPayoutMadeEvent } from './seller-payout-made.event';
import { sellerPayoutMail, sellerReversalMail } from './seller-payout.mail';
import { SellerTransferReversedEvent } from './seller-transfer-reversed.event';

/** Who a mail about a seller's money goes to, and its link: the seller dashboard's Payouts tab. */
interface SellerMailTo {
  email: string;
  firstName: string;
  url: string;
}

/**
 * The base of a listener that mails a seller about its money: it reads the seller (none left, no
 * mail) and where the mail links to; the subclass writes the mail from the event.
 */
@Injectable()
abstract class SellerMoneyMailListener<E extends { sellerId: string }> extends MailListener<E> {
  constructor(
    private readonly users: UsersService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {
    super();
  }

  /** The mail for `event`, addressed with `to`. */
  protected abstract mailFor(event: E, to: SellerMailTo): MailMessage;

  protected async compose(event: E): Promise<MailMessage | null> {
    const seller = await this.users.findById(event.sellerId);
    if (!seller) return null;
    return this.mailFor(event, {
      email: seller.email,
      firstName: seller.firstName,
      url: `${this.app.publicUrl}/seller-dashboard?tab=payouts`,
    });
  }
}

/** Mails the seller each transfer sent to them (published with the transfer's move to paid). */
@Injectable()
export class SellerPayoutMailListener extends SellerMoneyMailListener<SellerPayoutMadeEvent> {
  protected readonly template = 'seller-payout';
  readonly event = SellerPayoutMadeEvent;

  protected override related(event: SellerPayoutMadeEvent) {
    return { type: 'seller_payout', id: event.payoutId };
  }

  protected mailFor(event: SellerPayoutMadeEvent, to: SellerMailTo): MailMessage {
    return sellerPayoutMail({ ...to, amountCents: event.amountCents, reference: event.reference });
  }
}

/** Mails the seller each reversal of a transfer (or the debt when the provider could not take it back). */
@Injectable()
export class SellerReversalMailListener extends SellerMoneyMailListener<SellerTransferReversedEvent> {
  protected readonly template = 'seller-transfer-reversed';
  readonly event = SellerTransferReversedEvent;

  protected override related(event: SellerTransferReversedEvent) {
    return { type: 'seller_transfer_reversal', id: event.reversalId };
  }

  protected mailFor(event: SellerTransferReversedEvent, to: SellerMailTo): MailMessage {
    return sellerReversalMail({
      ...to,
      amountCents: event.amountCents,
      orderReference: orderReference(event.orderId),
      cause: event.cause,
      outcome: event.outcome,
    });
  }
}
