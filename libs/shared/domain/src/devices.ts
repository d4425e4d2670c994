import type { DeviceTypeName } from '@phonehub/contracts';

// How a device is named and grouped wherever it is shown: the trade-in wizard, tracking, mails,
// the admin portal. Brand and model are stored apart; models often already start with the brand.

/** The kinds of device the trade-in wizard offers, in the order it offers them. */
export const DEVICE_TYPES = [
  'phone',
  'tablet',
  'laptop',
  'watch',
  'audio',
  'gaming',
] as const satisfies readonly DeviceTypeName[];
export type DeviceType = DeviceTypeName;

export const DEVICE_TYPE_LABELS: Readonly<Record<DeviceType, string>> = {
  phone: 'Phone',
  tablet: 'Tablet',
  laptop: 'Laptop',
  watch: 'Watch',
  audio: 'Audio',
  gaming: 'Gaming',
};

export function isDeviceType(value: unknown): value is DeviceType {
  return typeof value === 'string' && (DEVICE_TYPES as readonly string[]).includes(value);
}

// Checked in this order: 'Galaxy Tab' before phones, 'Watch' before anything else.
const TYPE_PATTERNS: readonly [DeviceType, RegExp][] = [
  ['watch', /\bwatch\d*\b|\bgear s\d|\bfitbit\b/i],
  ['tablet', /\bipad\b|\bgalaxy tab\b|\btablet\b|\bpixel tablet\b|\bsurface pro\b|\bmatepad\b/i],
  [
    'laptop',
    /\bmacbook\b|\blaptop\b|\bnotebook\b|\bchromebook\b|\bthinkpad\b|\bzenbook\b|\bxps\b|\bsurface laptop\b/i,
  ],
  [
    'audio',
    /\bairpods\b|\bwalkman\b|\bbuds\d*\b|\bheadphones?\b|\bearbuds?\b|\bheadset\b|\bspeaker\b|\bwh-\w+|\bwf-\w+/i,
  ],
  ['gaming', /\bplaystation\b|\bps[45]\b|\bxbox\b|\bswitch\b|\bsteam deck\b|\bconsole\b/i],
];

/** The type a model's name says it is (a phone unless the name says otherwise). */
export function inferDeviceType(model: string): DeviceType {
  for (const [type, pattern] of TYPE_PATTERNS) if (pattern.test(model)) return type;
  return 'phone';
}

/**
 * 'Apple' + 'iPhone 15' → 'Apple iPhone 15'; 'Apple' + 'Apple Watch Series 10' → 'Apple Watch
 * Series 10' (never the brand twice). Spaces are tidied; either part may be blank.
 */
export function deviceDisplayName(
  brand: string | null | undefined,
  model: string | null | undefined,
): string {
  const b = (brand ?? '').trim().replace(/\s+/g, ' ');
  const m = (model ?? '').trim().replace(/\s+/g, ' ');
  if (!b) return m;
  if (!m) return b;
  const lower = m.toLowerCase();
  const brandLower = b.toLowerCase();
  if (lower === brandLower || lower.startsWith(`${brandLower} `)) return m;
  return `${b} ${m}`;
}

/** What a trade partner's trust score is made of (the figure is kept with the partners in the API). */
export const TRUST_SCORE_EXPLAINED =
  "PhoneHub's own rating of this partner, reviewed every quarter from its record with us: offers honoured after inspection, payouts made on time, and upheld customer complaints.";
