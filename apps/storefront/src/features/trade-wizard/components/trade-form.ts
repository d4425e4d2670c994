import type {
  CreateTradeRequest,
  PersonDetails,
  TradeConditionName,
  TradeImageRef,
  User,
} from '@phonehub/contracts';
import {
  checkEmail,
  checkName,
  checkPhone,
  checkSerialOrImei,
  checkZip,
  containsUnsafeMarkup,
  inferDeviceType,
  isTradeCondition,
  TRADE_IMAGES_MAX,
  TRADE_MESSAGES,
  type FieldCheck,
} from '@phonehub/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { TradeQuoteRequest } from '../api/get-trade-quote';
import {
  addProblem,
  isBlank,
  requiredProblems,
  toResolver,
  type FieldProblems,
} from '../../../lib/form-validation';

/** The trade-in wizard's fields (spec section 3, trade request); country is always USA. */
export interface TradeValues extends PersonDetails {
  /** Phone, tablet, …: chosen first, it narrows the brands and models offered (not sent). */
  deviceType: string;
  brand: string;
  model: string;
  storage: string;
  condition: string;
  serialNumber: string;
  description: string;
  tradePartner: string;
}

export type TradeStep = 1 | 2 | 3 | 4;
export const TRADE_STEP_COUNT = 4;
export const TRADE_STEP_TITLES: Readonly<Record<TradeStep, string>> = {
  1: 'Personal Information',
  2: 'Address',
  3: 'Device Information',
  4: 'Choose Trade Partner',
};
export const TRADE_COUNTRY = 'USA';
export const DESCRIPTION_MAX_LENGTH = 2000;

export const CONTACT_KEYS = ['firstName', 'lastName', 'email', 'phone'] as const;
export const ADDRESS_KEYS = ['street', 'city', 'state', 'zipCode'] as const;
export type ContactKey = (typeof CONTACT_KEYS)[number];
export type AddressKey = (typeof ADDRESS_KEYS)[number];
export type PersonKey = ContactKey | AddressKey;

/** The device choices in the order they are made; each narrows the next. */
export const DEVICE_KEYS = ['deviceType', 'brand', 'model', 'storage', 'condition'] as const;

export function blankTradeValues(): TradeValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    city: '',
    state: '',
    zipCode: '',
    deviceType: '',
    brand: '',
    model: '',
    storage: '',
    condition: '',
    serialNumber: '',
    description: '',
    tradePartner: '',
  };
}

/** What the signed-in user's profile holds for a contact or address field ('' for nothing). */
export function profileValue(user: User, key: PersonKey): string {
  switch (key) {
    case 'firstName':
      return user.first_name ?? '';
    case 'lastName':
      return user.last_name ?? '';
    case 'email':
      return user.email ?? '';
    case 'phone':
      return user.phone ?? '';
    default:
      return user.address?.[key] ?? '';
  }
}

/**
 * The contact and address fields the wizard asks for: all of them from a guest; from a signed-in
 * user only those the profile lacks (the API takes the profile's value first, the request's otherwise).
 */
export function askedFields(user: User | null): readonly PersonKey[] {
  const all: PersonKey[] = [...CONTACT_KEYS, ...ADDRESS_KEYS];
  return user ? all.filter((key) => isBlank(profileValue(user, key))) : all;
}

function stepFields(step: TradeStep, asked: readonly PersonKey[]): (keyof TradeValues)[] {
  switch (step) {
    case 1:
      return CONTACT_KEYS.filter((key) => asked.includes(key));
    case 2:
      return ADDRESS_KEYS.filter((key) => asked.includes(key));
    case 3:
      return [...DEVICE_KEYS, 'serialNumber', 'description'];
    case 4:
      return ['tradePartner'];
  }
}

/**
 * Spec section 5's step gates (plus the device type, and storage, which the API needs for its
 * quote and the trade). On the device step a choice is asked for once the one before it is made:
 * a model cannot be chosen before a brand, so it is not flagged then.
 */
export function requiredForStep(
  step: TradeStep,
  asked: readonly PersonKey[],
  values?: TradeValues,
): (keyof TradeValues)[] {
  if (step !== 3) return stepFields(step, asked);
  if (!values) return [...DEVICE_KEYS];
  const firstBlank = DEVICE_KEYS.findIndex((key) => isBlank(values[key]));
  if (firstBlank < 0) return [...DEVICE_KEYS];
  // Storage and condition are both offered once a model is chosen.
  const upTo = DEVICE_KEYS[firstBlank] === 'storage' ? firstBlank + 2 : firstBlank + 1;
  return DEVICE_KEYS.slice(0, upTo);
}

export interface PhotoCounts {
  uploaded: number;
  uploading: number;
}

export const PHOTOS_UPLOADING = 'Please wait until your photos have finished uploading';

/** What the resolver needs besides the values: which step to check and which contact fields were asked. */
export interface TradeFormContext {
  step: TradeStep;
  asked: readonly PersonKey[];
}

export type TradeForm = UseFormReturn<TradeValues, TradeFormContext>;

/** Step 3 needs at least one uploaded photo, and none still on its way; null when the photos will do. */
export function photoProblem(step: TradeStep, photos: PhotoCounts): string | null {
  if (step !== 3) return null;
  if (photos.uploading > 0) return PHOTOS_UPLOADING;
  return photos.uploaded >= 1 ? null : TRADE_MESSAGES.images;
}

const FORMAT_CHECKS: Partial<Record<keyof TradeValues, FieldCheck>> = {
  firstName: checkName,
  lastName: checkName,
  email: checkEmail,
  phone: checkPhone,
  zipCode: checkZip,
  // An IMEI written any way (the API reads it the same way and gives the same sentence), or a serial.
  serialNumber: checkSerialOrImei,
};

/** Spec section 5: the step's required fields, markup refused, then each field's format. */
export function validateStep(
  step: TradeStep,
  values: TradeValues,
  asked: readonly PersonKey[],
): FieldProblems<TradeValues> {
  const problems = requiredProblems(values, requiredForStep(step, asked, values));
  if (problems.tradePartner) problems.tradePartner = { type: 'required', message: TRADE_MESSAGES.partner };
  for (const key of stepFields(step, asked)) {
    const value = values[key];
    if (isBlank(value)) continue;
    if (containsUnsafeMarkup(value)) {
      addProblem(problems, key, TRADE_MESSAGES.unsafeText);
      continue;
    }
    const check = FORMAT_CHECKS[key];
    if (check) addProblem(problems, key, check(value));
  }
  if (step === 3 && !isBlank(values.condition) && !isTradeCondition(values.condition)) {
    addProblem(problems, 'condition', TRADE_MESSAGES.unknownCondition);
  }
  return problems;
}

/** Checks only the current step, so Next validates what is on screen (react-hook-form passes the context). */
export const tradeStepResolver = toResolver<TradeValues, TradeFormContext | undefined>((values, context) =>
  context ? validateStep(context.step, values, context.asked) : {},
);

/** The request body: only the asked contact fields, optional text only when given, photos by id and token. */
export function toTradeRequest(
  values: TradeValues,
  asked: readonly PersonKey[],
  images: readonly TradeImageRef[],
): CreateTradeRequest {
  const contact: Partial<Record<PersonKey, string>> = {};
  for (const key of asked) contact[key] = values[key].trim();
  const serialNumber = values.serialNumber.trim();
  const description = values.description.trim();
  return {
    ...contact,
    brand: values.brand,
    model: values.model,
    storage: values.storage,
    condition: values.condition as TradeConditionName,
    ...(serialNumber ? { serialNumber } : {}),
    ...(description ? { description } : {}),
    images: images.map(({ id, token }) => ({ id, token })),
    tradePartner: values.tradePartner,
  };
}

// The wizard survives a refresh in this tab: every field, the step, the uploaded photos and the partner.
export const TRADE_DRAFT_KEY = 'phoneHubTradeDraft';

/** An uploaded photo; its token (the proof it is this visitor's) is kept with it for a refresh. */
export interface StoredPhoto {
  id: string;
  url: string;
  token: string;
  name: string;
}

export interface TradeDraft {
  step: TradeStep;
  values: TradeValues;
  photos: StoredPhoto[];
}

function isStep(value: unknown): value is TradeStep {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

function isStoredPhoto(value: unknown): value is StoredPhoto {
  const photo = value as StoredPhoto | null;
  return (
    typeof photo === 'object' &&
    photo !== null &&
    typeof photo.id === 'string' &&
    typeof photo.url === 'string' &&
    // A photo saved without its token (an older draft) could not be sent: it is left out.
    typeof photo.token === 'string' &&
    photo.token !== ''
  );
}

/** The saved draft, keeping only well-formed parts; null when there is none or it is unreadable. */
export function loadTradeDraft(): TradeDraft | null {
  try {
    const raw = sessionStorage.getItem(TRADE_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Record<keyof TradeDraft, unknown>> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const values = blankTradeValues();
    const stored = (
      typeof parsed.values === 'object' && parsed.values !== null ? parsed.values : {}
    ) as Record<string, unknown>;
    for (const key of Object.keys(values) as (keyof TradeValues)[]) {
      if (typeof stored[key] === 'string') values[key] = stored[key];
    }
    // Drafts from before the wizard asked for the type: the model's name tells it.
    if (!values.deviceType && values.model) values.deviceType = inferDeviceType(values.model);
    const photos = (Array.isArray(parsed.photos) ? parsed.photos : [])
      .filter(isStoredPhoto)
      .slice(0, TRADE_IMAGES_MAX)
      .map((photo) => ({
        id: photo.id,
        url: photo.url,
        token: photo.token,
        name: typeof photo.name === 'string' ? photo.name : 'photo',
      }));
    return { step: isStep(parsed.step) ? parsed.step : 1, values, photos };
  } catch {
    return null;
  }
}

export function saveTradeDraft(draft: TradeDraft): void {
  try {
    sessionStorage.setItem(TRADE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the wizard still works until the page is left.
  }
}

export function clearTradeDraft(): void {
  try {
    sessionStorage.removeItem(TRADE_DRAFT_KEY);
  } catch {
    // Nothing stored to clear.
  }
}

/** The quote is asked for once all four are chosen. */
export function quoteFor(values: TradeValues): TradeQuoteRequest | null {
  const { brand, model, storage, condition } = values;
  if (!brand || !model || !storage || !condition) return null;
  return { brand, model, storage, condition: condition as TradeQuoteRequest['condition'] };
}

/** The photo input's id, so Next can put the cursor there when a photo is missing. */
export const TRADE_PHOTOS_INPUT_ID = 'trade-photos';
