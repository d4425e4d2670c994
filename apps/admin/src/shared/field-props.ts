import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * A form's field props: `field(name, rules)` registers the field and carries its error message, so a
 * field names its key once.
 */
export const fieldProps =
  <T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) =>
  <K extends FieldPath<T>>(name: K, rules?: RegisterOptions<T, K>) => ({
    error: (get(errors, name) as FieldError | undefined)?.message,
    ...register(name, rules),
  });
