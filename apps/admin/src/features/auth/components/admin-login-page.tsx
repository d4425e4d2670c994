import type { AdminLoginResponse } from '@phonehub/contracts';
import { isApiError } from '@phonehub/api-client';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { notify, useSession } from '@phonehub/session';
import { Alert, Button, PasswordField, ShieldIcon, TextField } from '@phonehub/ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { needsEnrolment, useAdminLogin } from '../api/admin-login';
import { confirmLoginTotpEnrolment, startLoginTotpEnrolment } from '../api/two-factor';
import { TotpEnrolment } from './totp-enrolment';
import { fieldProps } from '../../../shared/field-props';
import { IconTile } from '../../../shared/icon-tile';

interface AdminLoginValues {
  username: string;
  password: string;
  totp_code: string;
}

function loginError(error: unknown): string {
  if (isApiError(error) && error.status === 0) return 'Login failed - network error';
  if (isApiError(error) && error.detail) return error.detail;
  return 'Login failed. Please check your credentials.';
}

const required = (value: string) => value.trim() !== '' || 'Required';
const asksForCode = (error: unknown) => isApiError(error) && error.code === 'TOTP_REQUIRED';

export function AdminLoginPage({ dashboardPath }: { dashboardPath: string }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const login = useAdminLogin();
  /** The API asked for the authenticator's code: the form shows its field from then on. */
  const [codeStep, setCodeStep] = useState(false);
  /** ADMIN_TOTP_REQUIRED: the password was right, an authenticator must be enrolled first. */
  const [enrolmentToken, setEnrolmentToken] = useState<string | null>(null);
  const enrolled = useRef<AdminLoginResponse | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginValues>({ defaultValues: { username: '', password: '', totp_code: '' } });
  const field = fieldProps(register, errors);

  const enter = ({ admin, access_token }: AdminLoginResponse) => {
    signIn(admin, access_token);
    notify.success('Admin login successful!');
    navigate(dashboardPath);
  };

  const onSubmit = handleSubmit(({ username, password, totp_code }) =>
    login.mutate(
      { username: username.trim(), password, ...(codeStep ? { totp_code: totp_code.trim() } : {}) },
      {
        onSuccess: (result) =>
          needsEnrolment(result) ? setEnrolmentToken(result.enrolment_token) : enter(result),
        onError: (error) => {
          if (asksForCode(error)) setCodeStep(true);
        },
      },
    ),
  );

  const problem =
    errors.username || errors.password || errors.totp_code
      ? VALIDATION_MESSAGES.requiredFields
      : login.isError
        ? loginError(login.error)
        : null;

  return (
    <div className="admin-login">
      <div className="admin-login__card">
        <div className="admin-login__head">
          <IconTile className="admin-login__icon" icon={<ShieldIcon size={28} />} />
          <h1 className="admin-login__title">
            {enrolmentToken ? 'Set up two-factor authentication' : 'Admin Sign In'}
          </h1>
          <p className="admin-login__subtitle">PhoneHub management portal</p>
        </div>
        {enrolmentToken ? (
          <div className="admin-login__form">
            <Alert tone="info">
              The admin account must use two-factor authentication. Set up your authenticator app to finish
              signing in.
            </Alert>
            <TotpEnrolment
              start={() => startLoginTotpEnrolment(enrolmentToken)}
              confirm={async (code) => {
                const result = await confirmLoginTotpEnrolment({ enrolment_token: enrolmentToken, code });
                enrolled.current = result;
                return result.recovery_codes;
              }}
              onDone={() => enrolled.current && enter(enrolled.current)}
              doneLabel="I have stored the codes, continue"
            />
          </div>
        ) : (
          <form className="admin-login__form" onSubmit={onSubmit} noValidate>
            {problem && (
              <Alert tone={asksForCode(login.error) && !errors.totp_code ? 'info' : 'danger'}>
                {problem}
              </Alert>
            )}
            <TextField
              label="Username"
              autoComplete="username"
              required
              {...field('username', { validate: required })}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              required
              {...field('password', { validate: required })}
            />
            {codeStep && (
              <TextField
                label="Authentication code"
                hint="The 6-digit code from your authenticator app, or one of your recovery codes."
                autoComplete="one-time-code"
                autoFocus
                required
                {...field('totp_code', { validate: required })}
              />
            )}
            <Button type="submit" block size="lg" loading={login.isPending} loadingText="Signing in...">
              Sign In
            </Button>
          </form>
        )}
        <Link to="/" className="admin-login__back">
          ← Back to Home
        </Link>
      </div>
    </div>
  );
}
