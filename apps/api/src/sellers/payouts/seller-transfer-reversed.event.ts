/**
 * A refund or lost dispute came after a transfer: its share was taken back from the seller's
 * account (`reversed`), or could not be and is owed from the next transfers (`owed`). Published
 * with the reversal's record; the seller's mail subscribes.
 */
export class SellerTransferReversedEvent {
  static readonly eventName = 'seller.transfer-reversed';

  constructor(
    readonly sellerId: string,
    readonly reversalId: string,
    readonly orderId: string,
    readonly amountCents: number,
    readonly cause: 'refund' | 'dispute',
    readonly outcome: 'reversed' | 'owed',
  ) {}
}
