import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const CatalogueErrors = defineErrors('catalogue', {
  /** Unknown, malformed, inactive or from a suspended seller: to a shopper these are all the same. */
  productNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Product not found'],
  reviewAlreadyExists: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'You have already reviewed this product'],
  imageNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Image not found'],
  /** A line to reserve names a product that does not exist or cannot be bought any more. */
  productUnavailable: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    (name?: string) =>
      name
        ? `${name} is no longer available. Please remove it from your cart.`
        : 'A product in your cart is no longer available. Please remove it from your cart.',
  ],
  notEnoughStock: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    (name: string, available: number) =>
      available > 0
        ? `Only ${available} of ${name} left in stock. Please lower the quantity.`
        : `${name} is out of stock. Please remove it from your cart.`,
  ],
  /** A seller's product charging more shipping than one parcel may (SELLER_SHIPPING_CAP). */
  shippingOverCap: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    (cap: string) => `shipping_cost must be at most ${cap}: the most shipping one parcel may cost`,
  ],
  /** Sellers' reviews of their own products would count in their ratings. */
  ownProductReview: [HttpStatus.FORBIDDEN, ErrorCode.Forbidden, 'You cannot review your own product'],
  reviewNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Review not found'],
  reviewAlreadyReported: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'You have already reported this review'],
  ownReviewReport: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'You cannot report your own review'],
});
