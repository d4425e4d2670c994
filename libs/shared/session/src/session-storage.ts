import type { User } from '@phonehub/contracts';
import { SESSION_STORAGE_KEYS } from '@phonehub/domain';

// localStorage can throw (privacy modes, quota); the session then simply lives in memory.

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function set(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* memory only */
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}

function isUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as User).id === 'string' &&
    typeof (value as User).email === 'string'
  );
}

export interface StoredSession {
  user: User | null;
  token: string | null;
}

/** Reads the stored session; an unparsable `currentUser` is removed, as is anything without a token. */
export function readStoredSession(): StoredSession {
  const token = get(SESSION_STORAGE_KEYS.authToken);
  const raw = get(SESSION_STORAGE_KEYS.currentUser);
  let user: User | null = null;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isUser(parsed)) user = parsed;
    } catch {
      /* handled below */
    }
    if (!user) remove(SESSION_STORAGE_KEYS.currentUser);
  }
  if (!token) {
    // A user without a token cannot call the API: the stored state is stale.
    if (user) clearStoredSession();
    return { user: null, token: null };
  }
  return { user, token };
}

export function storeUser(user: User): void {
  set(SESSION_STORAGE_KEYS.currentUser, JSON.stringify(user));
  // Only a UI hint; the API decides what an admin may do.
  if (user.role === 'admin') set(SESSION_STORAGE_KEYS.adminAuth, 'true');
  else remove(SESSION_STORAGE_KEYS.adminAuth);
}

export function storeSession(user: User, token: string): void {
  set(SESSION_STORAGE_KEYS.authToken, token);
  storeUser(user);
}

export function clearStoredSession(): void {
  remove(SESSION_STORAGE_KEYS.currentUser);
  remove(SESSION_STORAGE_KEYS.adminAuth);
  remove(SESSION_STORAGE_KEYS.authToken);
}

export function readStoredToken(): string | null {
  return get(SESSION_STORAGE_KEYS.authToken);
}

export const SESSION_KEYS: readonly string[] = Object.values(SESSION_STORAGE_KEYS);
