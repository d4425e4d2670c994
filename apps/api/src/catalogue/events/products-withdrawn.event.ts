/**
 * Products left the catalogue while orders may still be waiting to be paid for them: all of a
 * seller's (`sellerId`: the seller or its account was suspended) or one (`productId`: its seller
 * deleted it after it was ordered, so it is hidden). Published in the change's transaction; the
 * orders module closes the open checkouts of unpaid orders holding them, so none is paid after.
 */
export class ProductsWithdrawnEvent {
  static readonly eventName = 'catalogue.products-withdrawn';

  constructor(
    readonly sellerId: string | null,
    readonly productId: string | null,
  ) {}
}
