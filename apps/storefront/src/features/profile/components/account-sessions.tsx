import { endAuthSession, getAuthSessions } from '@phonehub/api-client';
import { notify, useSession } from '@phonehub/session';
import { SessionsCard } from '@phonehub/ui';

/** The account page's devices: every session of the account, each other one can be ended, or all at once. */
export function AccountSessions() {
  const { user, signOutEverywhere } = useSession();
  return (
    <SessionsCard
      accountId={user?.id}
      load={getAuthSessions}
      end={endAuthSession}
      endAll={signOutEverywhere}
      notify={notify}
    />
  );
}
