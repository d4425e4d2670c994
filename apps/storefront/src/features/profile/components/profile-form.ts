import type { Address, PersonDetails, UpdateProfileRequest, User } from '@phonehub/contracts';
import { checkEmail, checkName, checkPhone, checkZip, VALIDATION_MESSAGES } from '@phonehub/domain';
import { addProblem, isBlank, requiredProblems, type FieldProblems } from '../../../lib/form-validation';

export interface ProfileValues extends PersonDetails {
  country: string;
  /** Asked for only when the email changes (the API requires it then). */
  currentPassword: string;
}

export function toProfileValues(user: User): ProfileValues {
  const a = user.address;
  return {
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    street: a?.street ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zipCode: a?.zipCode ?? '',
    country: a?.country ?? '',
    currentPassword: '',
  };
}

/** Whether the form's email differs from the saved one (emails are compared without case). */
export function changesEmail(v: Pick<ProfileValues, 'email'>, savedEmail: string): boolean {
  return v.email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
}

const ADDRESS_KEYS = ['street', 'city', 'state', 'zipCode', 'country'] as const;

/**
 * An address with every part blank is no address; a blank phone is left out (it is optional). The
 * current password goes only with a new email.
 */
export function toProfileRequest(v: ProfileValues, savedEmail: string): UpdateProfileRequest {
  const address: Address = {
    street: v.street.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    zipCode: v.zipCode.trim(),
    country: v.country.trim(),
  };
  const phone = v.phone.trim();
  return {
    first_name: v.firstName.trim(),
    last_name: v.lastName.trim(),
    email: v.email.trim(),
    ...(phone ? { phone } : {}),
    address: Object.values(address).some(Boolean) ? address : null,
    ...(changesEmail(v, savedEmail) ? { current_password: v.currentPassword } : {}),
  };
}

/**
 * Spec: first name, last name and email required; phone optional. An address is all or nothing.
 * A new email needs the current password.
 */
export function validateProfile(v: ProfileValues, savedEmail: string): FieldProblems<ProfileValues> {
  const hasAddress = ADDRESS_KEYS.some((key) => !isBlank(v[key]));
  const problems = requiredProblems(v, [
    'firstName',
    'lastName',
    'email',
    ...(hasAddress ? ADDRESS_KEYS : []),
  ]);
  addProblem(problems, 'firstName', checkName(v.firstName));
  addProblem(problems, 'lastName', checkName(v.lastName));
  addProblem(problems, 'email', checkEmail(v.email));
  if (!isBlank(v.phone)) addProblem(problems, 'phone', checkPhone(v.phone));
  if (!isBlank(v.zipCode)) addProblem(problems, 'zipCode', checkZip(v.zipCode));
  if (changesEmail(v, savedEmail) && v.currentPassword === '')
    addProblem(problems, 'currentPassword', VALIDATION_MESSAGES.currentPasswordRequired);
  return problems;
}
