import { useSession } from '@phonehub/session';
import { Spinner } from '@phonehub/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

export interface RedirectState {
  /** Where the visitor was going before being sent to sign in. */
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Spec route guard: a spinner while the session is being restored; admin-only pages send anyone else
 * to /admin (which leads home); login-required pages send visitors to /login and remember the page.
 */
export function RequireAuth({ role, children }: { role?: 'admin'; children: ReactNode }) {
  const { user, isLoading, isAdmin } = useSession();
  const location = useLocation();

  if (isLoading) return <Spinner page />;
  if (role === 'admin') return isAdmin ? children : <Navigate to="/admin" replace />;
  if (!user) {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
