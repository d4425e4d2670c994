import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const OrderErrors = defineErrors('orders', {
  /** Unknown, malformed or someone else's: a shopper cannot tell them apart. */
  notFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Order not found'],
  cartQuantity: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    (name: string) => `Maximum quantity per item is 10 (${name})`,
  ],
  /** One client already holds (or this checkout would hold) more units than it may in open checkouts. */
  heldUnitsLimit: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    (max: number) =>
      `At most ${max} items can be reserved in open checkouts at a time. Please finish your other checkout or wait until it expires, or lower the quantities.`,
  ],
  /** A seller's cart holding their own listing: a self-purchase would fake sales and reviews. */
  ownProduct: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    (name: string) => `You cannot buy your own listing (${name}). Please remove it from your cart.`,
  ],
  /** An order is shipped with its tracking number (given now or kept from before). */
  trackingNumberRequired: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    'A tracking number is required to ship an order',
  ],
  /** A seller asked to ship an order holding none of its unshipped lines. */
  nothingToShip: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'This order has nothing of yours left to ship'],
  /** Shipping waits for the payment. */
  notPaid: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'This order is not paid yet, so it cannot be shipped'],
  cancelled: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'This order was cancelled, so it cannot be shipped'],
  /** The admin ships PhoneHub's own lines; an order of sellers' lines only is shipped by them. */
  sellersStillShipping: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'This order has no PhoneHub items left to ship; it is shipped once its sellers have shipped theirs',
  ],
  /** The admin asked for a label for PhoneHub's parcel of an order whose own lines all left (or that has none). */
  nothingOfOursToShip: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'This order has no PhoneHub items left to ship',
  ],
  /** A seller's parcel leaves from its address: a label cannot be bought without one. */
  sellerAddressMissing: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'Add your shipping address to your profile first: your parcels leave from it and the carrier needs it on the label.',
  ],
  /** The payment provider did not answer or refused; the order was released and nothing was charged. */
  checkoutUnavailable: [HttpStatus.BAD_GATEWAY, ErrorCode.Internal, 'Failed to create checkout session'],
});
