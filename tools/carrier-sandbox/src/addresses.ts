import {
  EasyPostApiError,
  fieldError,
  isObject,
  isoSeconds,
  notFound,
  optionalString,
  randomId,
  type FieldError,
  type Json,
} from './errors';

const STRING_FIELDS = [
  'name',
  'company',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'email',
  'carrier_facility',
  'federal_tax_id',
  'state_tax_id',
] as const;

type StringField = (typeof STRING_FIELDS)[number];

/** What the sandbox keeps about an Address (adr_…). */
export type SandboxAddress = { id: string; created: number; residential: boolean | null } & Record<
  StringField,
  string | null
> & {
    /** Set when the address was created with verify / verify_strict: the delivery check's word. */
    verified: { success: boolean; errors: FieldError[] } | null;
  };

/** The four fields without which no carrier can deliver (or rate) a parcel. */
const REQUIRED: ReadonlyArray<StringField> = ['street1', 'city', 'zip', 'country'];

/** What a carrier's delivery check finds wrong with an address; empty when it can be delivered to. */
export function addressProblems(address: SandboxAddress, prefix = ''): FieldError[] {
  const problems = REQUIRED.filter((field) => !address[field]).map((field) =>
    fieldError(`${prefix}${field}`, 'must be present'),
  );
  if (address.country && !/^[A-Z]{2}$/.test(address.country))
    problems.push(fieldError(`${prefix}country`, 'must be a two-letter ISO country code'));
  if (address.country === 'US' && address.zip && !/^\d{5}(-\d{4})?$/.test(address.zip))
    problems.push(fieldError(`${prefix}zip`, 'must be a 5-digit ZIP or ZIP+4'));
  return problems;
}

/** Verification standardises like the carriers' address databases do: upper-case street, city, state. */
function standardise(address: SandboxAddress): void {
  for (const field of ['street1', 'street2', 'city', 'state'] as const)
    address[field] = address[field]?.toUpperCase() ?? null;
}

export function addressObject(address: SandboxAddress) {
  const check = address.verified;
  const verification = check && {
    success: check.success,
    errors: check.errors,
    details: check.success ? { latitude: null, longitude: null, time_zone: 'America/New_York' } : null,
  };
  return {
    id: address.id,
    object: 'Address',
    mode: 'test',
    created_at: isoSeconds(address.created),
    updated_at: isoSeconds(address.created),
    ...Object.fromEntries(STRING_FIELDS.map((field) => [field, address[field]])),
    residential: address.residential,
    verifications: verification ? { zip4: verification, delivery: verification } : {},
  };
}

export class AddressBook {
  private readonly addresses = new Map<string, SandboxAddress>();

  /**
   * POST /v2/addresses. `verify` runs the delivery check and reports it in `verifications` (as
   * EasyPost does, the address is still created when it fails); `verify_strict` refuses an address
   * that fails it with ADDRESS.VERIFY.FAILURE.
   */
  create(params: Json, now: number): SandboxAddress {
    const fields = params.address;
    if (!isObject(fields))
      throw new EasyPostApiError(422, 'PARAMETER.REQUIRED', 'Missing required parameter: address.', [
        fieldError('address', 'is required'),
      ]);
    const address = this.build(fields, now, 'address.');
    const strict = params.verify_strict !== undefined && params.verify_strict !== false;
    if (strict || (params.verify !== undefined && params.verify !== false)) {
      const errors = addressProblems(address);
      if (strict && errors.length > 0)
        throw new EasyPostApiError(422, 'ADDRESS.VERIFY.FAILURE', 'Unable to verify address.', errors);
      address.verified = { success: errors.length === 0, errors };
      if (errors.length === 0) standardise(address);
    }
    this.addresses.set(address.id, address);
    return address;
  }

  find(id: string): SandboxAddress {
    const address = this.addresses.get(id);
    if (!address) throw notFound();
    return address;
  }

  /** A shipment's address: `{ id }` (or the bare id) names a stored one, anything else is created inline. */
  resolve(value: unknown, field: string, now: number): SandboxAddress {
    if (typeof value === 'string') return this.find(value);
    if (!isObject(value))
      throw new EasyPostApiError(422, 'PARAMETER.REQUIRED', `Missing required parameter: ${field}.`, [
        fieldError(field, 'is required'),
      ]);
    if (typeof value.id === 'string') return this.find(value.id);
    const address = this.build(value, now, `${field}.`);
    this.addresses.set(address.id, address);
    return address;
  }

  private build(fields: Json, now: number, prefix: string): SandboxAddress {
    const strings = Object.fromEntries(
      STRING_FIELDS.map((field) => [field, optionalString(fields[field], `${prefix}${field}`)]),
    ) as Record<StringField, string | null>;
    strings.country = strings.country?.toUpperCase() ?? null;
    return {
      id: randomId('adr_'),
      created: now,
      ...strings,
      residential: typeof fields.residential === 'boolean' ? fields.residential : null,
      verified: null,
    };
  }
}
