/** A payout was made (published after its transaction committed); the seller's mail subscribes. */
export class SellerPayoutMadeEvent {
  static readonly eventName = 'seller.payout-made';

  constructor(
    readonly sellerId: string,
    readonly payoutId: string,
    readonly amountCents: number,
    readonly reference: string,
  ) {}
}
