import {
  checkEmail,
  checkName,
  checkPasswordChoice,
  checkPhone,
  VALIDATION_MESSAGES,
} from '@phonehub/domain';
import { addProblem, requiredProblems, type FieldProblems } from '../../../lib/form-validation';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function validateLogin(values: LoginValues): FieldProblems<LoginValues> {
  return requiredProblems(values, ['email', 'password']);
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export function validateRegistration(values: RegisterValues): FieldProblems<RegisterValues> {
  const problems = requiredProblems(values, [
    'firstName',
    'lastName',
    'email',
    'phone',
    'password',
    'confirmPassword',
  ]);
  addProblem(problems, 'firstName', checkName(values.firstName));
  addProblem(problems, 'lastName', checkName(values.lastName));
  addProblem(problems, 'email', checkEmail(values.email));
  addProblem(problems, 'phone', checkPhone(values.phone));
  // The rules that need no list; the server adds the common-password list and its message shows.
  addProblem(problems, 'password', checkPasswordChoice(values.password, values.email));
  if (values.password !== values.confirmPassword)
    addProblem(problems, 'confirmPassword', VALIDATION_MESSAGES.passwordsMismatch);
  if (!values.acceptTerms) addProblem(problems, 'acceptTerms', VALIDATION_MESSAGES.termsRequired);
  return problems;
}

export interface ForgotPasswordValues {
  email: string;
}

export function validateForgotPassword(values: ForgotPasswordValues): FieldProblems<ForgotPasswordValues> {
  const problems = requiredProblems(values, ['email']);
  addProblem(problems, 'email', checkEmail(values.email));
  return problems;
}

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateResetPassword(values: ResetPasswordValues): FieldProblems<ResetPasswordValues> {
  const problems = requiredProblems(values, ['password', 'confirmPassword']);
  addProblem(problems, 'password', checkPasswordChoice(values.password));
  if (values.password !== values.confirmPassword)
    addProblem(problems, 'confirmPassword', VALIDATION_MESSAGES.passwordsMismatch);
  return problems;
}
