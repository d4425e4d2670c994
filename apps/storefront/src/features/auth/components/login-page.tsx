import { notify, useSession } from '@phonehub/session';
import { Alert, Button, Checkbox, EmailField, PasswordField } from '@phonehub/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { requiredSummary } from '../../../lib/form-validation';
import { useLogin } from '../api/login';
import { validateLogin, type LoginValues } from '../validation/auth-forms';
import { AuthCard } from './auth-card';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { usePageTitle } from '../../../lib/use-page-title';

interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Only paths inside this site, never the sign-in page itself. */
function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//') || from.pathname === '/login')
    return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  usePageTitle(PAGE_TITLES['/login']);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { register, handleSubmit, errors } = useCheckedForm<LoginValues>(validateLogin, {
    email: '',
    password: '',
    rememberMe: false,
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(
      { email: values.email.trim(), password: values.password, remember_me: values.rememberMe },
      {
        onSuccess: ({ user, access_token }) => {
          signIn(user, access_token);
          notify.success(`Welcome back ${user.first_name}!`);
          navigate(returnPath(location.state), { replace: true });
        },
      },
    ),
  );

  const problem =
    requiredSummary(errors) ?? (login.isError ? errorMessage(login.error, 'Login failed') : null);

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to your PhoneHub account"
      footer={
        <>
          Don’t have an account? <Link to="/register">Create one</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {problem && <Alert tone="danger">{problem}</Alert>}
        <EmailField required error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="auth-form__row">
          <Checkbox label="Remember me" {...register('rememberMe')} />
          <Link to="/forgot-password" className="auth-form__link">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" block size="lg" loading={login.isPending} loadingText="Signing in...">
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
