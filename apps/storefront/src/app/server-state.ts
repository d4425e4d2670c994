import { SERVER_STATE_ID } from '@phonehub/contracts';
import type { AppConfig } from '@phonehub/session';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the storefront server sends with a page it rendered (apps/storefront/server): the runtime
 * config (so the browser need not fetch /app.config.json first) and the queries the markup shows,
 * so the browser hydrates exactly what was painted.
 */
export interface ServerState {
  config: AppConfig;
  queries?: DehydratedState;
  /** False when the server drew only the layout (a page from the browser's own storage, the cart). */
  hydrate?: boolean;
}

export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
