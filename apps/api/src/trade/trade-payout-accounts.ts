import { Injectable } from '@nestjs/common';
import type { PayoutAccountLink, PayoutAccountStatus } from '@phonehub/contracts';
import type { EntityManager } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.service';
import { PayoutAccountsService } from '../payouts/payout-accounts.service';
import type { TradeRequestEntity } from './entities/trade-request.entity';
import { TradePayoutSetupEvent } from './events/trade-payout-setup.event';
import { TradeProgress } from './trade-progress';

type Row = Pick<
  TradeRequestEntity,
  'id' | 'userId' | 'trackingCode' | 'email' | 'payoutMethod' | 'payoutStatus'
>;

/**
 * Whose recipient account a trade's bank payout goes to: the customer's (one account for all their
 * trades) when signed in, the trade's own for a guest.
 */
export const recipientOf = (trade: Pick<TradeRequestEntity, 'id' | 'userId'>): string =>
  trade.userId ?? trade.id;

/** A bank transfer was chosen as the trade's payout (waiting or sent). */
export const hasBankPayout = (trade: Pick<TradeRequestEntity, 'payoutMethod' | 'payoutStatus'>): boolean =>
  trade.payoutMethod === 'bank_transfer' && trade.payoutStatus !== null;

/**
 * Trade-ins' side of the payout accounts (PayoutsModule): the recipient accounts at the payment
 * provider that bank payouts go to, and the trade's page that the provider's onboarding returns to.
 */
@Injectable()
export class TradePayoutAccounts {
  constructor(
    private readonly accounts: PayoutAccountsService,
    private readonly progress: TradeProgress,
    private readonly jobs: JobQueue,
  ) {}

  /** The recipient account's status for a trade with a bank payout; null for any other trade. */
  async statusOf(trade: Row): Promise<PayoutAccountStatus | null> {
    return hasBankPayout(trade) ? this.accounts.status('recipient', recipientOf(trade)) : null;
  }

  /** statusOf for several trades at once (one query), by trade id; trades without a bank payout are left out. */
  async statusesOf(trades: readonly Row[]): Promise<Map<string, PayoutAccountStatus>> {
    const banked = trades.filter(hasBankPayout);
    const statuses = await this.accounts.statuses('recipient', [...new Set(banked.map(recipientOf))]);
    return new Map(
      banked.map((trade) => [trade.id, statuses.get(recipientOf(trade)) as PayoutAccountStatus]),
    );
  }

  /** The provider's id of the account the trade's payout can be sent to now, else null. */
  destinationOf(trade: Pick<TradeRequestEntity, 'id' | 'userId'>): Promise<string | null> {
    return this.accounts.enabledDestination('recipient', recipientOf(trade));
  }

  /** The provider's onboarding page for the trade's recipient account, coming back to the trade's page. */
  link(trade: Row): Promise<PayoutAccountLink> {
    const page = this.progress.pageUrl(trade);
    const back = (step: 'return' | 'refresh') => `${page}${page.includes('?') ? '&' : '?'}payouts=${step}`;
    return this.accounts.onboardingLink(
      { purpose: 'recipient', ownerId: recipientOf(trade), email: trade.email },
      back('return'),
      back('refresh'),
    );
  }

  /**
   * Mails the owner of a waiting bank payout to set up payouts, with a link to the trade's page
   * (in `manager`'s transaction: sent once it commits). `reminder`: the payout waits from before.
   */
  async askForSetup(manager: EntityManager, trade: TradeRequestEntity, reminder: boolean): Promise<void> {
    const contact = await this.progress.contactOf(manager, trade);
    await this.jobs.publish(
      manager,
      new TradePayoutSetupEvent(
        contact.email,
        contact.firstName,
        trade.trackingCode,
        trade.payoutCents ?? 0,
        this.progress.pageUrl(trade),
        reminder,
      ),
    );
  }
}
