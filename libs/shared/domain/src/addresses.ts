import { checkZip } from './validation';

// Where PhoneHub ships: the checkout offers these countries and, for each, its states or provinces
// (codes stored, names shown). The storefront's selects and the API's address check read the same lists.

export interface Region {
  /** The postal abbreviation stored with the address ('CA', 'ON'). */
  code: string;
  name: string;
}

export interface ShippingCountry {
  /** What the address stores (the name, as addresses always have). */
  name: 'United States' | 'Canada';
  code: 'US' | 'CA';
  /** The field's label for this country's regions. */
  regionLabel: string;
  /** The field's label for this country's postal code. */
  postalLabel: string;
  regions: readonly Region[];
}

/** The 50 states, the District of Columbia, the inhabited territories and the Armed Forces codes (USPS). */
const US_REGIONS: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'AA', name: 'Armed Forces Americas' },
  { code: 'AE', name: 'Armed Forces Europe' },
  { code: 'AP', name: 'Armed Forces Pacific' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'GU', name: 'Guam' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** The ten provinces and three territories (Canada Post abbreviations). */
const CA_REGIONS: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

export const SHIPPING_COUNTRIES: readonly ShippingCountry[] = [
  { name: 'United States', code: 'US', regionLabel: 'State', postalLabel: 'ZIP code', regions: US_REGIONS },
  { name: 'Canada', code: 'CA', regionLabel: 'Province', postalLabel: 'Postal code', regions: CA_REGIONS },
];

export const DEFAULT_SHIPPING_COUNTRY = 'United States';

export const ADDRESS_MESSAGES = {
  country: `We ship to ${SHIPPING_COUNTRIES.map((c) => c.name).join(' and ')} only`,
  region: 'Please choose a state or province of the selected country',
  postalCode: 'Please enter a valid postal code',
} as const;

const COUNTRY_ALIASES: Record<string, ShippingCountry['name']> = {
  'united states': 'United States',
  'united states of america': 'United States',
  usa: 'United States',
  us: 'United States',
  canada: 'Canada',
  ca: 'Canada',
};

/** The supported country a stored or typed value names ('USA', 'us', 'Canada'…), else null. */
export function shippingCountry(value: string | null | undefined): ShippingCountry | null {
  const name = COUNTRY_ALIASES[(value ?? '').trim().replace(/\./g, '').toLowerCase()];
  return SHIPPING_COUNTRIES.find((c) => c.name === name) ?? null;
}

/** The region code of `value` (a code or a name, any case) within the country, else null. */
export function regionCode(
  country: string | null | undefined,
  value: string | null | undefined,
): string | null {
  const c = shippingCountry(country);
  const v = (value ?? '').trim().toLowerCase();
  if (!c || !v) return null;
  return c.regions.find((r) => r.code.toLowerCase() === v || r.name.toLowerCase() === v)?.code ?? null;
}

/** 'A1A 1A1' (the space optional); no D, F, I, O, Q or U, and no W or Z first. */
const CA_POSTAL_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** The country's postal code rule: a US ZIP (the spec's message) or a Canadian postal code. */
export function checkPostalCode(country: string, value: string): string | null {
  if (shippingCountry(country)?.code === 'CA')
    return CA_POSTAL_PATTERN.test(value.trim()) ? null : ADDRESS_MESSAGES.postalCode;
  return checkZip(value);
}
