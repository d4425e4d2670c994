/**
 * A product's stock went from none to some (an admin's or seller's edit, units put back by a
 * cancelled order or a received return), published after the transaction committed. Back-in-stock
 * alerts subscribe; the product may still be unlisted, so a subscriber checks before acting.
 */
export class ProductRestockedEvent {
  static readonly eventName = 'catalogue.product-restocked';

  constructor(readonly productId: string) {}
}
