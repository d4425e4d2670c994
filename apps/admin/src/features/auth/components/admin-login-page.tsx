import { isApiError } from '@phonehub/api-client';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { notify, useSession } from '@phonehub/session';
import { Alert, Button, PasswordField, ShieldIcon, TextField } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useAdminLogin } from '../api/admin-login';

interface AdminLoginValues {
  username: string;
  password: string;
}

function loginError(error: unknown): string {
  if (isApiError(error) && error.status === 0) return 'Login failed - network error';
  if (isApiError(error) && error.detail) return error.detail;
  return 'Login failed. Please check your credentials.';
}

const required = (value: string) => value.trim() !== '' || 'Required';

export function AdminLoginPage({ dashboardPath }: { dashboardPath: string }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginValues>({ defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(({ username, password }) =>
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: ({ admin, access_token }) => {
          signIn(admin, access_token);
          notify.success('Admin login successful!');
          navigate(dashboardPath);
        },
      },
    ),
  );

  const problem =
    errors.username || errors.password
      ? VALIDATION_MESSAGES.requiredFields
      : login.isError
        ? loginError(login.error)
        : null;

  return (
    <div className="admin-login">
      <div className="admin-login__card">
        <div className="admin-login__head">
          <span className="ph-icon-tile admin-login__icon" aria-hidden="true">
            <ShieldIcon size={28} />
          </span>
          <h1 className="admin-login__title">Admin Sign In</h1>
          <p className="admin-login__subtitle">PhoneHub management portal</p>
        </div>
        <form className="admin-login__form" onSubmit={onSubmit} noValidate>
          {problem && <Alert tone="danger">{problem}</Alert>}
          <TextField
            label="Username"
            autoComplete="username"
            required
            error={errors.username?.message}
            {...register('username', { validate: required })}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password', { validate: required })}
          />
          <Button type="submit" block size="lg" loading={login.isPending} loadingText="Signing in...">
            Sign In
          </Button>
        </form>
        <Link to="/" className="admin-login__back">
          ← Back to Home
        </Link>
      </div>
    </div>
  );
}
