import { VALIDATION_MESSAGES } from '@phonehub/domain';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

// Forms check on the client with the domain's rules and messages, for the user's sake;
// the API checks again for safety.

export interface FieldProblem {
  /** 'required' problems are summed up as 'Please fill in all required fields'. */
  type: 'required' | 'invalid';
  message: string;
}

export type FieldProblems<T> = Partial<Record<keyof T & string, FieldProblem>>;

export const REQUIRED_HINT = 'Required';

export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Marks each blank field of `keys` as required. */
export function requiredProblems<T extends FieldValues>(
  values: T,
  keys: ReadonlyArray<keyof T & string>,
): FieldProblems<T> {
  const problems: FieldProblems<T> = {};
  for (const key of keys)
    if (isBlank(values[key])) problems[key] = { type: 'required', message: REQUIRED_HINT };
  return problems;
}

/** Adds `message` for `key` unless that field already has a problem. */
export function addProblem<T>(
  problems: FieldProblems<T>,
  key: keyof T & string,
  message: string | null,
): void {
  if (message && !problems[key]) problems[key] = { type: 'invalid', message };
}

/**
 * Turns a validate function into a react-hook-form resolver (runs on submit, then on change).
 * `context` is the form's `context` option, e.g. which step of a wizard is on screen.
 */
export function toResolver<T extends FieldValues, C = undefined>(
  validate: (values: T, context: C) => FieldProblems<T>,
): Resolver<T, C> {
  return async (values, context) => {
    const problems = validate(values, context as C);
    const entries = Object.entries(problems) as [string, FieldProblem][];
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(entries.map(([key, p]) => [key, { type: p.type, message: p.message }]));
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** The form-level message when any required field is blank. */
export function requiredSummary(errors: FieldErrors): string | null {
  return Object.values(errors).some((e) => e?.type === 'required')
    ? VALIDATION_MESSAGES.requiredFields
    : null;
}

/**
 * Binds the shared field components to a form: `{...field('email')}` registers the field and
 * passes its problem's message, so each field names its key once.
 */
export function fieldBinder<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  const { errors } = formState;
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    error: (get(errors, name) as { message?: string } | undefined)?.message,
    ...register(name, options),
  });
}
