import type { PartnerBusinessType, PartnerExperience, PartnerMonthlyVolume } from '@phonehub/contracts';
import {
  PARTNER_BUSINESS_TYPES,
  PARTNER_EXPERIENCE,
  PARTNER_MONTHLY_VOLUME,
  PLATFORM_FEE_BPS,
  PLATFORM_FEE_RATE,
  SELLER_PAYOUT_RATE,
} from './constants';
import { checkEmail, checkPhone, type FieldCheck } from './validation';

// The partner program's rules (spec sections 5, 8 and 9), shared by the application form (for the
// user's sake) and the API (for safety), so both name the same options and say the same sentences.

/** The fee and what the seller keeps, as whole percents for the page and the mails (4 and 96). */
export const PLATFORM_FEE_PERCENT = Math.round(PLATFORM_FEE_RATE * 100);
export const SELLER_PAYOUT_PERCENT = Math.round(SELLER_PAYOUT_RATE * 100);
/** Spec section 9: an application is reviewed within 3-5 business days. */
export const PARTNER_REVIEW_BUSINESS_DAYS = { min: 3, max: 5 } as const;

export const PARTNER_FIELD_LIMITS = {
  companyName: 200,
  contactName: 100,
  website: 200,
  description: 2000,
  reviewerNotes: 1000,
} as const;

export const PARTNER_BUSINESS_TYPE_LABELS: Readonly<Record<PartnerBusinessType, string>> = {
  retailer: 'Retailer',
  wholesaler: 'Wholesaler',
  repair: 'Repair shop',
  individual: 'Individual seller',
  other: 'Other',
};

export const PARTNER_EXPERIENCE_LABELS: Readonly<Record<PartnerExperience, string>> = {
  '0-1': '0-1 years',
  '2-5': '2-5 years',
  '6-10': '6-10 years',
  '10+': 'More than 10 years',
};

export const PARTNER_MONTHLY_VOLUME_LABELS: Readonly<Record<PartnerMonthlyVolume, string>> = {
  '1-10': '1-10 devices a month',
  '11-50': '11-50 devices a month',
  '51-100': '51-100 devices a month',
  '100+': 'More than 100 devices a month',
};

const { min, max } = PARTNER_REVIEW_BUSINESS_DAYS;

export const PARTNER_MESSAGES = {
  loginRequired: 'You must be logged in to submit a partner application. Please log in first.',
  requiredFields: 'Please fill in all required fields.',
  tokenMissing: 'Authentication token missing. Please log in again.',
  /** What the form shows when the API's detail contains 'already exists'. */
  alreadyExists:
    'An application with this email address already exists. Please use a different email or check your application status.',
  /** The API's detail for a second application while one is pending or approved. */
  duplicate: 'A partner application already exists for your account. Check its status below.',
  submitFailed: 'There was an error submitting your application. Please try again.',
  submitted: `Your partner application has been submitted successfully! We will review your application and contact you within ${min}-${max} business days.`,
  businessType: 'Please choose a business type from the list',
  experience: 'Please choose your years of experience from the list',
  monthlyVolume: 'Please choose a monthly volume from the list',
  website: 'Please enter a valid website address starting with http:// or https://',
  reviewDecision: 'Please select a status (approve or reject)',
  noApplication: 'You have not applied to the partner program yet.',
  applicationNotFound: 'Partner application not found',
} as const;

const isOneOf =
  <T extends string>(options: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (options as readonly string[]).includes(value);

export const isPartnerBusinessType = isOneOf<PartnerBusinessType>(PARTNER_BUSINESS_TYPES);
export const isPartnerExperience = isOneOf<PartnerExperience>(PARTNER_EXPERIENCE);
export const isPartnerMonthlyVolume = isOneOf<PartnerMonthlyVolume>(PARTNER_MONTHLY_VOLUME);

/** An http(s) address with a host name holding a dot, e.g. https://shop.example.com. */
export const checkWebsite: FieldCheck = (value) => {
  const v = value.trim();
  if (v.length > PARTNER_FIELD_LIMITS.website || !/^https?:\/\/\S+$/i.test(v))
    return PARTNER_MESSAGES.website;
  try {
    const url = new URL(v);
    return url.hostname.includes('.') && !url.hostname.startsWith('.') && !url.hostname.endsWith('.')
      ? null
      : PARTNER_MESSAGES.website;
  } catch {
    return PARTNER_MESSAGES.website;
  }
};

/** The application form's fields (spec section 3: the form state's names). */
export interface PartnerApplicationFields {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  businessType: string;
  website: string;
  description: string;
  experience: string;
  monthlyVolume: string;
}

/** A form with nothing filled in yet (and what it resets to after sending). */
export const EMPTY_PARTNER_APPLICATION: Readonly<PartnerApplicationFields> = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  businessType: '',
  website: '',
  description: '',
  experience: '',
  monthlyVolume: '',
};

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * The first problem with an application, in the spec's order: a required field (company name,
 * contact name, email) left blank, then the email, phone and website formats, then the option
 * lists; null when it may be sent. Optional fields may stay blank.
 */
export function checkPartnerApplication(fields: PartnerApplicationFields): string | null {
  if (blank(fields.companyName) || blank(fields.contactName) || blank(fields.email))
    return PARTNER_MESSAGES.requiredFields;
  const problems = [
    checkEmail(fields.email),
    blank(fields.phone) ? null : checkPhone(fields.phone),
    blank(fields.website) ? null : checkWebsite(fields.website),
    blank(fields.businessType) || isPartnerBusinessType(fields.businessType)
      ? null
      : PARTNER_MESSAGES.businessType,
    blank(fields.experience) || isPartnerExperience(fields.experience) ? null : PARTNER_MESSAGES.experience,
    blank(fields.monthlyVolume) || isPartnerMonthlyVolume(fields.monthlyVolume)
      ? null
      : PARTNER_MESSAGES.monthlyVolume,
  ];
  return problems.find((problem) => problem !== null) ?? null;
}

/**
 * A sale's split between PhoneHub and the seller, in whole cents: the fee is `feeBps` basis points
 * (4 % unless given) of the sale, a half cent rounded up, and the seller gets the rest, so the two
 * always add up to the sale. Integer arithmetic: no floating-point drift on large sales.
 */
export function splitSale(
  saleCents: number,
  feeBps: number = PLATFORM_FEE_BPS,
): { feeCents: number; payoutCents: number } {
  if (!Number.isSafeInteger(saleCents) || saleCents < 0) throw new RangeError(`Invalid sale ${saleCents}`);
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > 10_000)
    throw new RangeError(`Invalid fee ${feeBps} bps`);
  const feeCents = Math.floor((saleCents * feeBps + 5_000) / 10_000);
  return { feeCents, payoutCents: saleCents - feeCents };
}

/** A fee setting in percent (up to 2 decimals) as basis points, and back. */
export const feePercentToBps = (percent: number): number => Math.round(percent * 100);
export const feeBpsToPercent = (bps: number): number => bps / 100;
