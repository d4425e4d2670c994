import type { AuthSession } from '@phonehub/contracts';
import { apiRequest } from './http';
import { byId, fixedCall, idCall } from './endpoints';

/** The signed-in account's live sessions (devices), the caller's marked `current`. */
export const getAuthSessions = fixedCall<AuthSession[]>('GET', '/auth/sessions');

/** Ends one of the account's other sessions (that device is signed out); answers 204. */
export const endAuthSession = idCall<void>('DELETE', byId('/auth/sessions'));

/** Signs the account out on every device, this one included; answers 204. */
export function logoutAll(options: { token: string }): Promise<void> {
  return apiRequest('POST', '/auth/logout-all', options);
}
