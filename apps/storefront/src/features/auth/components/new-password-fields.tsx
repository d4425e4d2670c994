import { PasswordField } from '@phonehub/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

type BoundField = UseFormRegisterReturn & { error?: string };

/** A new password and its confirmation, as registration and the password reset ask for them. */
export function NewPasswordFields({
  field,
  labels,
}: {
  /** The form's `fieldBinder`. */
  field: (name: 'password' | 'confirmPassword') => BoundField;
  labels: readonly [password: string, confirmation: string];
}) {
  return (
    <>
      <PasswordField
        label={labels[0]}
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        {...field('password')}
      />
      <PasswordField label={labels[1]} autoComplete="new-password" required {...field('confirmPassword')} />
    </>
  );
}
