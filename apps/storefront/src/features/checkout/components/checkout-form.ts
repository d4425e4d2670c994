import type { CheckoutSessionRequest, User } from '@phonehub/contracts';
import {
  ADDRESS_MESSAGES,
  checkEmail,
  checkPhone,
  checkPostalCode,
  DEFAULT_SHIPPING_COUNTRY,
  regionCode,
  SHIPPING_METHODS,
  shippingCountry,
  type CartItem,
  type ShippingMethod,
} from '@phonehub/domain';
import { addProblem, isBlank, requiredProblems, type FieldProblems } from '../../../lib/form-validation';

/** The checkout form of spec section 3. */
export interface CheckoutValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  shippingMethod: ShippingMethod;
}

export type CheckoutStep = 1 | 2 | 3;

export const DEFAULT_COUNTRY = DEFAULT_SHIPPING_COUNTRY;
export const REQUIRED_KEYS = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
] as const;
export const MISSING_SHIPPING_MESSAGE = 'Please fill in all required shipping information';

/**
 * A blank form, or the signed-in user's details. The profile's address is free text ('USA', 'texas'):
 * it fills the selects when it names a country we ship to and a region of it, else they start empty.
 */
export function initialValues(user: User | null): CheckoutValues {
  const a = user?.address;
  const country = a?.country ? (shippingCountry(a.country)?.name ?? DEFAULT_COUNTRY) : DEFAULT_COUNTRY;
  return {
    email: user?.email ?? '',
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    phone: user?.phone ?? '',
    address: a?.street ?? '',
    city: a?.city ?? '',
    state: regionCode(country, a?.state) ?? '',
    zipCode: a?.zipCode ?? '',
    country,
    shippingMethod: 'standard',
  };
}

/**
 * Spec section 5: everything but phone is required; email, ZIP and a given phone must look right.
 * The state must be one of the chosen country's, and the postal code follow that country's rule.
 */
export function validateCheckout(v: CheckoutValues): FieldProblems<CheckoutValues> {
  const problems = requiredProblems(v, REQUIRED_KEYS);
  addProblem(problems, 'email', checkEmail(v.email));
  addProblem(problems, 'country', shippingCountry(v.country) ? null : ADDRESS_MESSAGES.country);
  addProblem(problems, 'state', regionCode(v.country, v.state) === v.state ? null : ADDRESS_MESSAGES.region);
  addProblem(problems, 'zipCode', checkPostalCode(v.country, v.zipCode));
  if (!isBlank(v.phone)) addProblem(problems, 'phone', checkPhone(v.phone));
  return problems;
}

export function hasShippingInfo(v: CheckoutValues): boolean {
  return Object.keys(validateCheckout(v)).length === 0;
}

/** Only ids and quantities travel: the API prices the order from its own database. */
export function toCheckoutRequest(
  v: CheckoutValues,
  items: readonly CartItem[],
  originUrl: string,
): CheckoutSessionRequest {
  const phone = v.phone.trim();
  return {
    cart_items: items.map((item) => ({ id: item.id, quantity: item.quantity })),
    origin_url: originUrl,
    email: v.email.trim(),
    shipping_address: {
      name: `${v.firstName.trim()} ${v.lastName.trim()}`,
      address_line_1: v.address.trim(),
      city: v.city.trim(),
      state: v.state.trim(),
      postal_code: v.zipCode.trim(),
      country: v.country.trim() || DEFAULT_COUNTRY,
      ...(phone ? { phone } : {}),
    },
    shipping_method: v.shippingMethod,
  };
}

// The form survives a refresh (and the trip to the payment page and back) in this tab only.
export const CHECKOUT_STORAGE_KEY = 'phoneHubCheckout';

interface StoredCheckout {
  step: CheckoutStep;
  values: CheckoutValues;
  /** The order this cart was placed as, once its payment page opened: paying it empties the cart. */
  orderId?: string;
}

function isStep(value: unknown): value is CheckoutStep {
  return value === 1 || value === 2 || value === 3;
}

export function loadCheckout(): StoredCheckout | null {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredCheckout>;
    if (!parsed || typeof parsed !== 'object' || !parsed.values || typeof parsed.values !== 'object')
      return null;
    const blank = initialValues(null);
    const values = { ...blank } as Record<keyof CheckoutValues, string>;
    for (const key of Object.keys(blank) as (keyof CheckoutValues)[]) {
      const value = (parsed.values as unknown as Record<string, unknown>)[key];
      if (typeof value === 'string') values[key] = value;
    }
    const method = Object.prototype.hasOwnProperty.call(SHIPPING_METHODS, values.shippingMethod)
      ? (values.shippingMethod as ShippingMethod)
      : 'standard';
    return {
      step: isStep(parsed.step) ? parsed.step : 1,
      values: { ...values, shippingMethod: method },
      ...(typeof parsed.orderId === 'string' ? { orderId: parsed.orderId } : {}),
    };
  } catch {
    return null;
  }
}

export function saveCheckout(state: StoredCheckout): void {
  try {
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage blocked: the form still works until the page is left.
  }
}

/** The cart was just placed as `orderId` (its payment page is opening). */
export function rememberPlacedOrder(orderId: string): void {
  const saved = loadCheckout();
  if (saved) saveCheckout({ ...saved, orderId });
}

export function forgetCheckout(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Nothing stored to forget.
  }
}
