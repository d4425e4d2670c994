import type { Address } from '@phonehub/contracts';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: Address | null;
  isSeller: boolean;
  /** A seller's company, as its approved partner application would have named it. */
  company?: { companyName: string; contactName: string };
  label: string;
}

/** Demo sign-ins printed at start-up in development; never seeded in production unless asked. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    label: 'Shopper',
    email: 'shopper@phonehub.test',
    password: 'Shopper#2026',
    firstName: 'Jamie',
    lastName: 'Rivera',
    phone: '+1 (415) 555-0142',
    address: {
      street: '200 Market Street',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94105',
      country: 'United States',
    },
    isSeller: false,
  },
  {
    label: 'Seller',
    email: 'seller@phonehub.test',
    password: 'Seller#2026',
    firstName: 'Morgan',
    lastName: 'Lee',
    phone: '+1 (512) 555-0187',
    address: null,
    isSeller: true,
    company: { companyName: 'Lee Refurbished Tech', contactName: 'Morgan Lee' },
  },
];
