import type { AuthSession } from '@phonehub/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Card, CardBody, CardHeader } from '../components/card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LaptopIcon, LogOutIcon, PhoneIcon } from '../components/icons';
import { QueryView } from '../components/query-view';
import { formatDate } from '../format';
import { errorDetail, type Notifier } from '../hooks/use-notified-mutation';

export interface SessionsCardProps {
  /** Whose sessions these are (the signed-in user's id): part of the list's query key. */
  accountId: string | undefined;
  /** The account's live sessions (the api-client's getAuthSessions: GET /api/auth/sessions). */
  load: (options: { signal?: AbortSignal }) => Promise<AuthSession[]>;
  /** Ends one other session (endAuthSession: DELETE /api/auth/sessions/:id). */
  end: (id: string) => Promise<unknown>;
  /** Signs out on every device, this one included (the session's signOutEverywhere); no button without it. */
  endAll?: () => Promise<unknown>;
  /** Where the outcome is told: the session lib's `notify` in the apps. */
  notify: Notifier;
  title?: string;
  description?: string;
}

export const sessionsQueryKey = (accountId: string | undefined) => ['auth', 'sessions', accountId] as const;

const PHONE_LIKE = /\b(iPhone|iPad|Android)\b/;

/** 'Jan 2, 2026, 14:05' in the local time zone. */
export function formatSeenAt(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date, 'short')}, ${time}`;
}

/**
 * Where the account is signed in: one row per session (device, when it signed in, when it was last
 * used, the network it came from), this device marked, an "End session" button on each other one,
 * and "Sign out everywhere" when the screen offers it.
 */
export function SessionsCard({
  accountId,
  load,
  end,
  endAll,
  notify,
  title = 'Where you are signed in',
  description = 'Each device or browser you signed in on. End any session you do not recognise.',
}: SessionsCardProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionsQueryKey(accountId),
    queryFn: ({ signal }) => load({ signal }),
    enabled: Boolean(accountId),
  });
  const [ending, setEnding] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);

  const endOne = async (session: AuthSession) => {
    setEnding(session.id);
    try {
      await end(session.id);
      notify.success(`Session ended: ${session.device} is signed out.`);
    } catch (error) {
      notify.error(errorDetail(error) ?? 'The session could not be ended. Please try again.');
    } finally {
      setEnding(null);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey(accountId) });
    }
  };

  const signOutEverywhere = async () => {
    try {
      await endAll?.();
      notify.success('Signed out on every device.');
    } catch (error) {
      notify.error('Could not sign out everywhere. Please try again.');
      throw error;
    }
  };

  return (
    <Card className="ph-sessions">
      <CardHeader
        title={title}
        description={description}
        actions={
          endAll && (
            <Button variant="outline" size="sm" onClick={() => setConfirmAll(true)}>
              <LogOutIcon size={16} /> Sign out everywhere
            </Button>
          )
        }
      />
      <CardBody>
        <QueryView
          query={query}
          errorTitle="Your sessions could not be loaded"
          isEmpty={(sessions) => sessions.length === 0}
          empty={{ title: 'No other sessions' }}
        >
          {(sessions) => (
            <ul className="ph-sessions__list" aria-label="Sessions">
              {sessions.map((session) => (
                <li key={session.id} className="ph-sessions__item">
                  <span className="ph-sessions__icon" aria-hidden="true">
                    {PHONE_LIKE.test(session.device) ? <PhoneIcon size={20} /> : <LaptopIcon size={20} />}
                  </span>
                  <div className="ph-sessions__text">
                    <p className="ph-sessions__device">
                      {session.device}
                      {session.current && <Badge tone="success">This device</Badge>}
                    </p>
                    <p className="ph-sessions__meta">
                      Signed in {formatSeenAt(session.created_at)} · Last active{' '}
                      {formatSeenAt(session.last_seen_at)}
                      {session.ip_area && <> · Network {session.ip_area}</>}
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      loading={ending === session.id}
                      loadingText="Ending..."
                      disabled={ending !== null && ending !== session.id}
                      onClick={() => endOne(session)}
                    >
                      End session
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </CardBody>
      {endAll && (
        <ConfirmDialog
          open={confirmAll}
          onOpenChange={setConfirmAll}
          title="Sign out everywhere?"
          description="Every device signed in to your account is signed out, this one included. You can sign in again with your password."
          confirmLabel="Sign out everywhere"
          busyLabel="Signing out..."
          tone="danger"
          onConfirm={signOutEverywhere}
        />
      )}
    </Card>
  );
}
