import type { User } from '@phonehub/contracts';
import { getMe, isApiError, logout, logoutAll, TOKEN_REFUSED_EVENT } from '@phonehub/api-client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  clearStoredSession,
  readStoredSession,
  readStoredToken,
  SESSION_KEYS,
  storeSession,
  storeUser,
} from './session-storage';

export interface Session {
  user: User | null;
  token: string | null;
  /**
   * True only while the session cannot be known from storage alone: a token is stored but no
   * readable user, so the API is asked who it belongs to. Guards show a spinner meanwhile.
   */
  isLoading: boolean;
  isAdmin: boolean;
  signIn(user: User, token: string): void;
  /** Forgets the session at once and asks the API to end it (this device only; other sessions go on). */
  signOut(): void;
  /**
   * Signs out on every device: the API ends every session of the account, then this device forgets
   * its own. Rejects (and keeps this device signed in) when the API could not be told.
   */
  signOutEverywhere(): Promise<void>;
  updateUser(user: User): void;
}

interface SessionState {
  user: User | null;
  token: string | null;
  isLoading: boolean;
}

const SIGNED_OUT: SessionState = { user: null, token: null, isLoading: false };

function initialState(): SessionState {
  const stored = readStoredSession();
  return { ...stored, isLoading: Boolean(stored.token && !stored.user) };
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(initialState);

  // Restored sessions are checked with the API in the background: a revoked or expired token signs out.
  useEffect(() => {
    const token = readStoredToken();
    if (!token) return;
    const controller = new AbortController();
    getMe({ token, signal: controller.signal }).then(
      (user) => {
        if (controller.signal.aborted || readStoredToken() !== token) return;
        storeUser(user);
        setState({ user, token, isLoading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || readStoredToken() !== token) return;
        if (isApiError(error) && error.status === 401) {
          clearStoredSession();
          setState(SIGNED_OUT);
        } else {
          // Offline or the API is down: keep what was stored rather than signing the user out.
          setState((s) => ({ ...s, isLoading: false }));
        }
      },
    );
    return () => controller.abort();
  }, []);

  // A request found the stored token refused (its session was ended on another device): signed out.
  useEffect(() => {
    const onRefused = (event: Event) => {
      const token = (event as CustomEvent<{ token?: string }>).detail?.token;
      if (!token || token !== readStoredToken()) return;
      clearStoredSession();
      setState(SIGNED_OUT);
    };
    window.addEventListener(TOKEN_REFUSED_EVENT, onRefused);
    return () => window.removeEventListener(TOKEN_REFUSED_EVENT, onRefused);
  }, []);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !SESSION_KEYS.includes(event.key)) return;
      setState({ ...readStoredSession(), isLoading: false });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((user: User, token: string) => {
    storeSession(user, token);
    setState({ user, token, isLoading: false });
  }, []);

  const signOut = useCallback(() => {
    const token = readStoredToken();
    // The session ends on the server; this device forgets it whether or not that call succeeds.
    if (token) logout({ token }).catch(() => undefined);
    clearStoredSession();
    setState(SIGNED_OUT);
  }, []);

  const signOutEverywhere = useCallback(async () => {
    const token = readStoredToken();
    if (token) await logoutAll({ token });
    clearStoredSession();
    setState(SIGNED_OUT);
  }, []);

  const updateUser = useCallback((user: User) => {
    storeUser(user);
    setState((s) => ({ ...s, user }));
  }, []);

  const value = useMemo<Session>(
    () => ({
      ...state,
      isAdmin: state.user?.role === 'admin',
      signIn,
      signOut,
      signOutEverywhere,
      updateUser,
    }),
    [state, signIn, signOut, signOutEverywhere, updateUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
