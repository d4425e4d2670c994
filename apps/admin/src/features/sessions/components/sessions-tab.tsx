import { endAuthSession, getAuthSessions } from '@phonehub/api-client';
import { notify, useSession } from '@phonehub/session';
import { SessionsCard } from '@phonehub/ui';

/**
 * The admin's own sign-in sessions (every sign-in to the admin account is one): where it is signed in,
 * and ending one. The portal's Logout ends only this one.
 */
export function SessionsTab() {
  const { user } = useSession();
  return (
    <SessionsCard
      accountId={user?.id}
      load={getAuthSessions}
      end={endAuthSession}
      notify={notify}
      title="Admin sessions"
      description="Each browser signed in to the admin account. End any session you do not recognise; Logout ends only this one."
    />
  );
}
