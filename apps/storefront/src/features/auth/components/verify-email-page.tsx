import { useSession } from '@phonehub/session';
import { Alert, buttonClass, Spinner } from '@phonehub/ui';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';

/**
 * The page a mailed link opens (`/verify-email?token=…`). The link proves the address, the
 * sign-in the account: a visitor signs in first (and comes back here); then the link is followed
 * once and the page says what happened (an email change also signs out: the page stays to say so).
 */
export function VerifyEmailPage() {
  usePageTitle(PAGE_TITLES['/verify-email']);
  const [params] = useSearchParams();
  const location = useLocation();
  const { user, isLoading } = useSession();
  const token = params.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!token || !signedIn || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, signedIn, mutate]);

  let content;
  if (!token) {
    content = (
      <Alert tone="danger" title="This link is incomplete">
        Open the link from your email again, or ask for a new one on{' '}
        <Link to="/profile">your account page</Link>.
      </Alert>
    );
  } else if (verify.isSuccess) {
    const { message, signed_out } = verify.data;
    content = (
      <div className="auth-form">
        <Alert
          tone="success"
          title={signed_out ? 'Your email address has changed' : 'Email address verified'}
        >
          {message}
        </Alert>
        <Link to={signed_out ? '/login' : '/profile'} className={buttonClass({ block: true, size: 'lg' })}>
          {signed_out ? 'Sign In' : 'Go to my account'}
        </Link>
      </div>
    );
  } else if (isLoading) {
    content = <Spinner />;
  } else if (!user) {
    // The sign-in page brings the visitor back here (as the account pages' guard does).
    const back = { from: { pathname: location.pathname, search: location.search } };
    content = (
      <div className="auth-form">
        <Alert tone="info" title="Sign in to confirm">
          Sign in to the account this link was sent for, and we will confirm it right away. No account yet?{' '}
          <Link to="/register">Create one</Link> with the address the link came to.
        </Alert>
        <Link to="/login" state={back} className={buttonClass({ block: true, size: 'lg' })}>
          Sign In
        </Link>
      </div>
    );
  } else if (verify.isError) {
    content = (
      <div className="auth-form">
        <Alert tone="danger" title="We could not confirm this link">
          {errorMessage(verify.error, 'Please open the link from your email again.')}
        </Alert>
        <Link to="/profile" className={buttonClass({ block: true, size: 'lg', variant: 'outline' })}>
          Go to my account
        </Link>
      </div>
    );
  } else {
    content = <Spinner label="Confirming your email address…" />;
  }

  return (
    <AuthCard title="Confirm your email address" subtitle="Links we email you prove the address is yours.">
      {content}
    </AuthCard>
  );
}
