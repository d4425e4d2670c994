import type { Product } from '@phonehub/contracts';
import { CLAIMS, formatDollars } from '@phonehub/domain';

/** The warranty, returns and delivery a product is sold with, as one line each. */
export interface SaleTerms {
  warranty: string;
  returns: string;
  shipping: string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A marketplace seller's own terms; PhoneHub's products keep the shop's. */
export function saleTerms(product: Pick<Product, 'terms'>): SaleTerms {
  const terms = product.terms;
  if (!terms)
    return {
      warranty: `${CLAIMS.warrantyMonths}-month warranty`,
      returns: `${CLAIMS.returnDays}-day returns`,
      shipping: `Free standard shipping on orders of $${CLAIMS.freeShippingThresholdDollars} or more`,
    };
  const delivery = `delivery in about ${plural(terms.estimated_delivery_days, 'day')}`;
  return {
    warranty:
      terms.warranty_months > 0 ? `${terms.warranty_months}-month seller warranty` : 'No seller warranty',
    returns: `${terms.return_policy_days}-day returns`,
    shipping: terms.free_shipping
      ? `Free shipping, ${delivery}`
      : `${formatDollars(terms.shipping_cost)} shipping, ${delivery}`,
  };
}
