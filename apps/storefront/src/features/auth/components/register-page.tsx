import { TIMINGS } from '@phonehub/domain';
import { notify, useSession } from '@phonehub/session';
import { Alert, Button, Checkbox, PasswordField, TextField } from '@phonehub/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { requiredSummary, toResolver } from '../../../lib/form-validation';
import { useRegister } from '../api/register';
import { validateRegistration, type RegisterValues } from '../validation/auth-forms';
import { AuthCard } from './auth-card';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function RegisterPage() {
  usePageTitle(PAGE_TITLES['/register']);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const registration = useRegister();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues: EMPTY, resolver: toResolver(validateRegistration) });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/'), TIMINGS.registerRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit((values) =>
    registration.mutate(
      {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
      },
      {
        onSuccess: ({ user, access_token }) => {
          setDone(true);
          notify.success(`Welcome ${user.first_name}! Registration successful!`);
          signIn(user, access_token);
        },
      },
    ),
  );

  const problem = requiredSummary(errors) ?? (registration.isError ? errorMessage(registration.error, 'Registration failed') : null);

  return (
    <AuthCard
      title="Create your account"
      subtitle="Save your details, follow your orders and trade-ins, and get support."
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      {done ? (
        <Alert tone="success">Account created successfully! Redirecting to homepage...</Alert>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          {problem && <Alert tone="danger">{problem}</Alert>}
          <div className="form-grid form-grid--2">
            <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
            <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
          </div>
          <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            placeholder="(555) 123-4567"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Checkbox
            label={
              <>
                I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
              </>
            }
            required
            error={errors.acceptTerms?.message}
            {...register('acceptTerms')}
          />
          <Button type="submit" block size="lg" loading={registration.isPending} loadingText="Creating account...">
            Create Account
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
