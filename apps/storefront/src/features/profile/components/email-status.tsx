import type { User } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { Badge, Button } from '@phonehub/ui';
import { errorMessage } from '../../../lib/error-message';
import { useResendVerification } from '../api/resend-verification';

/**
 * The account's address and whether it is proved: "Verified" only once a mailed link was
 * followed; otherwise "Not verified" with a button for a new link. A change waiting for its link
 * is named too (the email changes only when that link is opened).
 */
export function EmailStatus({ user }: { user: User }) {
  const resend = useResendVerification();
  const askAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) =>
        notify.error(errorMessage(error, 'We could not send a new link. Please try again.')),
    });
  return (
    <span className="profile-email">
      <span className="profile-email__line">
        <span>{user.email}</span>
        {user.email_verified ? (
          <Badge tone="success">Verified</Badge>
        ) : (
          <Badge tone="warning">Not verified</Badge>
        )}
      </span>
      {!user.email_verified && (
        <span className="profile-email__line">
          <span className="text-muted">Open the link we emailed you to verify this address.</span>
          <Button variant="outline" size="sm" loading={resend.isPending} onClick={askAgain}>
            Send a new link
          </Button>
        </span>
      )}
      {user.pending_email && (
        <span className="text-muted" data-testid="pending-email">
          Changing to {user.pending_email}: open the link we sent there to confirm. Until then your email
          stays {user.email}.
        </span>
      )}
    </span>
  );
}
