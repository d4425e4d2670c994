import type { Address, ShippingAddress, ShippingMethodName, ShippingQuote } from '@phonehub/contracts';
import { regionCode, shippingCountry, WAREHOUSE_ADDRESS } from '@phonehub/domain';
import type { PostalAddress } from '../../shipping/carrier.port';

/** Carriers take ISO codes; our addresses store the country's name ('United States'). */
const countryCode = (country: string): string =>
  shippingCountry(country)?.code ?? country.trim().toUpperCase();

/** The order's shipping address as a label's: the country's ISO code and the state's postal abbreviation. */
export function orderAddress(address: ShippingAddress, email?: string | null): PostalAddress {
  return {
    name: address.name,
    street1: address.address_line_1,
    street2: address.address_line_2 || null,
    city: address.city,
    state: regionCode(address.country, address.state) ?? address.state,
    zip: address.postal_code,
    country: countryCode(address.country),
    phone: address.phone || null,
    email: email ?? null,
  };
}

/** A seller's sender address: its company on its account's profile address; null when the profile has none. */
export function sellerAddress(
  seller: { firstName: string; lastName: string; phone: string; email: string; address: Address | null },
  companyName: string | null,
): PostalAddress | null {
  const address = seller.address;
  if (!address?.street || !address.city || !address.zipCode) return null;
  return {
    name: `${seller.firstName} ${seller.lastName}`.trim() || (companyName ?? ''),
    company: companyName,
    street1: address.street,
    city: address.city,
    state: regionCode(address.country, address.state) ?? address.state,
    zip: address.zipCode,
    country: countryCode(address.country || 'United States'),
    phone: seller.phone || null,
    email: seller.email,
  };
}

/** PhoneHub's warehouse: where PhoneHub's parcels leave from and returns go back to. */
export const WAREHOUSE: PostalAddress = { ...WAREHOUSE_ADDRESS };

/** The carrier and service the standard shipping method is sold as. */
export const STANDARD_SERVICE = { carrier: 'USPS', service: 'GroundAdvantage' } as const;

/**
 * The quote's rates in the order the order's shipping method asks for: standard puts USPS Ground
 * Advantage first, express the fastest first (then the cheapest among equally fast ones); the rest
 * follow cheapest first.
 */
export function ratesForMethod(quote: ShippingQuote, method: ShippingMethodName): ShippingQuote {
  const cheapest = [...quote.rates].sort((a, b) => a.amount_cents - b.amount_cents);
  const days = (d: number | null) => d ?? Number.POSITIVE_INFINITY;
  const rates =
    method === 'express'
      ? cheapest.sort((a, b) => days(a.delivery_days) - days(b.delivery_days))
      : cheapest.sort((a, b) => Number(!isStandard(a)) - Number(!isStandard(b)));
  return { quote_id: quote.quote_id, rates };
}

const isStandard = (rate: { carrier: string; service: string }) =>
  rate.carrier === STANDARD_SERVICE.carrier && rate.service === STANDARD_SERVICE.service;
