/**
 * The bank decided a dispute (published once, when we learn it closed): won, the order's payment
 * reads what it did before and held funds are released; lost, it reads `dispute_lost` and the
 * sellers' shares are taken back (the sellers' side then calls DisputesService.recordRecovery).
 */
export class DisputeClosedEvent {
  static readonly eventName = 'disputes.closed';

  constructor(
    readonly orderId: string,
    /** Our dispute id (disputes.id). */
    readonly disputeId: string,
    readonly outcome: 'won' | 'lost',
    readonly amountCents: number,
  ) {}
}
