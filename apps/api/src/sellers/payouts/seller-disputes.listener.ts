import { Injectable } from '@nestjs/common';
import { DisputeClosedEvent } from '../../disputes/events/dispute-closed.event';
import { DisputesService } from '../../disputes/disputes.service';
import { OnDomainEvent } from '../../jobs/job-handler.decorator';
import { SellerLedgerService } from '../ledger/seller-ledger.service';
import { SellerTransfersService } from './seller-transfers.service';

/**
 * The sellers' side of a dispute. While it is open, the order's payment reads `disputed` and the
 * transfer runs leave its earnings alone (that is the hold). Won: the sellers' runs go at once for
 * what was held. Lost: each seller's share of the order (what they still had of it) is debited,
 * taken back from the transfer when it was already sent (or owed, when the seller's account is
 * empty), and the disputes module learns how much the sellers covered; the rest is the platform's
 * loss. Each step is idempotent, so the job may run again.
 */
@Injectable()
export class SellerDisputesListener {
  constructor(
    private readonly ledger: SellerLedgerService,
    private readonly transfers: SellerTransfersService,
    private readonly disputes: DisputesService,
  ) {}

  @OnDomainEvent(DisputeClosedEvent)
  async closed(event: DisputeClosedEvent): Promise<void> {
    const standings = await this.ledger.standings(event.orderId);
    if (event.outcome === 'won') {
      for (const { sellerId } of standings) await this.transfers.runForSeller(sellerId);
      return;
    }
    await this.ledger.debitDisputes(event.orderId, event.disputeId, standings);
    await this.transfers.recover(event.orderId, 'dispute', event.disputeId);
    await this.disputes.recordRecovery(event.disputeId, await this.ledger.disputeDebits(event.disputeId));
  }
}
