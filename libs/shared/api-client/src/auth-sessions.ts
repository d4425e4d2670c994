import type { AuthSession } from '@phonehub/contracts';
import { apiRequest } from './http';

/** The signed-in account's live sessions (devices), the caller's marked `current`. */
export function getAuthSessions(options: { signal?: AbortSignal } = {}): Promise<AuthSession[]> {
  return apiRequest('GET', '/auth/sessions', options);
}

/** Ends one of the account's other sessions (that device is signed out); answers 204. */
export function endAuthSession(id: string): Promise<void> {
  return apiRequest('DELETE', `/auth/sessions/${encodeURIComponent(id)}`);
}

/** Signs the account out on every device, this one included; answers 204. */
export function logoutAll(options: { token: string }): Promise<void> {
  return apiRequest('POST', '/auth/logout-all', options);
}
