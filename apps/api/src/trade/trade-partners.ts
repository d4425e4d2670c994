import type { TradePartner } from '@phonehub/contracts';
import { partnerLogo } from './partner-logos';

/**
 * The partners a trade can go to (spec: static). The trust score is PhoneHub's own rating of a
 * partner, kept here by the partner team and reviewed each quarter from the partner's record with
 * us: offers honoured after inspection, payouts on time, and upheld customer complaints (the
 * storefront says so beside it; TRUST_SCORE_EXPLAINED in libs/shared/domain).
 */
export const TRADE_PARTNERS: readonly TradePartner[] = [
  {
    id: 'phonehub-direct',
    name: 'PhoneHub Direct',
    logo: partnerLogo('phonehub-direct', 'PhoneHub Direct'),
    rating: 4.8,
    description:
      'Our own refurbishment centre: inspected in-house with the 32-point check, paid within 24 hours of inspection.',
    processingTime: '1-2 business days',
    trustScore: 98,
    paymentMethods: ['Bank transfer', 'PayPal', 'Store credit'],
  },
  {
    id: 'greencycle',
    name: 'GreenCycle Electronics',
    logo: partnerLogo('greencycle', 'GreenCycle Electronics'),
    rating: 4.6,
    description: 'Certified e-waste recycler that refurbishes what it can and responsibly recycles the rest.',
    processingTime: '3-5 business days',
    trustScore: 94,
    paymentMethods: ['Bank transfer', 'Check'],
  },
  {
    id: 'swiftbuy',
    name: 'SwiftBuy Trade-In',
    logo: partnerLogo('swiftbuy', 'SwiftBuy Trade-In'),
    rating: 4.5,
    description: 'Fast offers on recent phones and tablets, with prepaid shipping labels.',
    processingTime: '1-3 business days',
    trustScore: 91,
    paymentMethods: ['PayPal', 'Venmo', 'Bank transfer'],
  },
  {
    id: 'techrenew',
    name: 'TechRenew Partners',
    logo: partnerLogo('techrenew', 'TechRenew Partners'),
    rating: 4.4,
    description: 'Specialists in laptops, consoles and wearables, with repair before resale.',
    processingTime: '2-4 business days',
    trustScore: 89,
    paymentMethods: ['Bank transfer', 'Gift card'],
  },
];

export function findTradePartner(id: string): TradePartner | undefined {
  return TRADE_PARTNERS.find((partner) => partner.id === id);
}
