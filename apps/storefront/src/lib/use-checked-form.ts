import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { toResolver, type FieldProblems } from './form-validation';

/** A form checked on the client by `validate` (the domain's rules and messages), with its field errors at hand. */
export function useCheckedForm<T extends FieldValues>(
  validate: (values: T) => FieldProblems<T>,
  defaultValues: DefaultValues<T>,
) {
  const form = useForm<T>({ defaultValues, resolver: toResolver(validate) });
  return { ...form, errors: form.formState.errors };
}
