import { Alert, Button, buttonClass } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { fieldBinder, requiredSummary, toResolver } from '../../../lib/form-validation';
import { useResetPassword } from '../api/reset-password';
import { validateResetPassword, type ResetPasswordValues } from '../validation/auth-forms';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

export function ResetPasswordPage() {
  usePageTitle(PAGE_TITLES['/reset-password']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: toResolver(validateResetPassword),
  });
  const {
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => reset.mutate({ token, password: values.password }));
  const problem =
    requiredSummary(errors) ??
    (reset.isError ? errorMessage(reset.error, 'We could not reset your password. Please try again.') : null);

  let content;
  if (!token) {
    content = (
      <Alert tone="danger" title="This reset link is incomplete">
        Open the link from your email again, or <Link to="/forgot-password">request a new one</Link>.
      </Alert>
    );
  } else if (reset.isSuccess) {
    content = (
      <div className="auth-form">
        <Alert tone="success" title="Your password has been changed">
          {reset.data.message}
        </Alert>
        <Link to="/login" className={buttonClass({ block: true, size: 'lg' })}>
          Sign In
        </Link>
      </div>
    );
  } else {
    content = (
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {problem && (
          <Alert tone="danger">
            {problem}
            {reset.isError && (
              <>
                {' '}
                <Link to="/forgot-password">Request a new link</Link>
              </>
            )}
          </Alert>
        )}
        <NewPasswordFields field={fieldBinder(form)} labels={['New password', 'Confirm new password']} />
        <Button type="submit" block size="lg" loading={reset.isPending} loadingText="Saving...">
          Set new password
        </Button>
      </form>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Pick a password you don’t use anywhere else.">
      {content}
    </AuthCard>
  );
}
