import { TIMINGS } from '@phonehub/domain';
import { notify, useSession } from '@phonehub/session';
import { Alert, Button, Checkbox, EmailField, TextField } from '@phonehub/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { fieldBinder, requiredSummary, toResolver } from '../../../lib/form-validation';
import { useRegister } from '../api/register';
import { validateRegistration, type RegisterValues } from '../validation/auth-forms';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
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
  const form = useForm<RegisterValues>({ defaultValues: EMPTY, resolver: toResolver(validateRegistration) });
  const {
    handleSubmit,
    formState: { errors },
  } = form;
  const field = fieldBinder(form);

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

  const problem =
    requiredSummary(errors) ??
    (registration.isError ? errorMessage(registration.error, 'Registration failed') : null);

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
            <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
          </div>
          <EmailField required {...field('email')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            placeholder="(555) 123-4567"
            {...field('phone')}
          />
          <NewPasswordFields field={field} labels={['Password', 'Confirm password']} />
          <Checkbox
            label={
              <>
                I agree to the <Link to="/terms">Terms of Service</Link> and{' '}
                <Link to="/privacy">Privacy Policy</Link>
              </>
            }
            required
            {...field('acceptTerms')}
          />
          <Button
            type="submit"
            block
            size="lg"
            loading={registration.isPending}
            loadingText="Creating account..."
          >
            Create Account
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
