import type { CookieChoice } from '@phonehub/contracts';
import { COOKIE_CONSENT } from '@phonehub/domain';
import { useMemo, useSyncExternalStore } from 'react';

/** The choice as this browser keeps it: what, under which policy version, and when. */
export interface StoredConsent extends CookieChoice {
  version: number;
  saved_at: string;
}

const KEY = COOKIE_CONSENT.storageKey;
const CHANGED = 'phonehub:cookie-consent';

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The stored choice, or null when there is none, it is unreadable, or it was made under another policy version. */
export function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    const flags = [value.functional, value.analytics, value.marketing];
    if (flags.some((flag) => typeof flag !== 'boolean')) return null;
    if (value.version !== COOKIE_CONSENT.version || typeof value.saved_at !== 'string') return null;
    return value as StoredConsent;
  } catch {
    return null;
  }
}

export function readConsent(): StoredConsent | null {
  return parseConsent(readRaw());
}

/** Keeps the choice in this browser (dated, versioned) and tells every open consent view. */
export function writeConsent(choice: CookieChoice, savedAt = new Date().toISOString()): StoredConsent {
  const stored: StoredConsent = {
    functional: choice.functional,
    analytics: choice.analytics,
    marketing: choice.marketing,
    version: COOKIE_CONSENT.version,
    saved_at: savedAt,
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode): the choice still applies until the page is left.
  }
  window.dispatchEvent(new Event(CHANGED));
  return stored;
}

export function sameChoice(a: CookieChoice | null, b: CookieChoice | null): boolean {
  if (!a || !b) return a === b;
  return a.functional === b.functional && a.analytics === b.analytics && a.marketing === b.marketing;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser's current choice, kept in step with this tab's saves and other tabs'. */
export function useStoredConsent(): StoredConsent | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  // The raw string is the stable snapshot; the parsed object changes only when it does.
  return useMemo(() => parseConsent(raw), [raw]);
}
