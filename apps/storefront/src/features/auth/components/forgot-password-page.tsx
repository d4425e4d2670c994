import { Alert, Button, EmailField } from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { requiredSummary } from '../../../lib/form-validation';
import { useForgotPassword } from '../api/forgot-password';
import { validateForgotPassword, type ForgotPasswordValues } from '../validation/auth-forms';
import { AuthCard } from './auth-card';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { usePageTitle } from '../../../lib/use-page-title';

export function ForgotPasswordPage() {
  usePageTitle(PAGE_TITLES['/forgot-password']);
  const request = useForgotPassword();
  const { register, handleSubmit, errors } = useCheckedForm<ForgotPasswordValues>(validateForgotPassword, {
    email: '',
  });

  const onSubmit = handleSubmit((values) => request.mutate({ email: values.email.trim() }));
  const problem =
    requiredSummary(errors) ??
    (request.isError
      ? errorMessage(request.error, 'We could not send the reset link. Please try again.')
      : null);

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we’ll send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </>
      }
    >
      {request.isSuccess ? (
        <Alert tone="success">{request.data.message}</Alert>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          {problem && <Alert tone="danger">{problem}</Alert>}
          <EmailField required error={errors.email?.message} {...register('email')} />
          <Button type="submit" block size="lg" loading={request.isPending} loadingText="Sending...">
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
