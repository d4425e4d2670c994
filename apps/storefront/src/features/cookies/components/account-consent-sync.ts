import { COOKIE_CONSENT } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import { useEffect, useRef } from 'react';
import { useAccountCookiePreferences } from '../api/get-cookie-preferences';
import { useSaveCookiePreferences } from '../api/save-cookie-preferences';
import { readConsent, sameChoice, writeConsent } from '../consent-storage';

/**
 * Keeps the browser and the signed-in account in step. On sign-in the account's choice wins (and the
 * banner stays away); an account that has not chosen yet takes the choice this browser already made.
 */
export function useAccountConsentSync(): { checking: boolean } {
  const { user } = useSession();
  const account = useAccountCookiePreferences(user?.id);
  const save = useSaveCookiePreferences(user?.id);
  const { mutate } = save;
  const offered = useRef<string | null>(null);

  useEffect(() => {
    const saved = account.data;
    if (!saved || !user) return;
    if (saved.updated_at && saved.version === COOKIE_CONSENT.version) {
      const local = readConsent();
      if (!sameChoice(local, saved) || local?.saved_at !== saved.updated_at)
        writeConsent(saved, saved.updated_at);
      return;
    }
    const local = readConsent();
    if (local && offered.current !== user.id) {
      offered.current = user.id;
      mutate({ functional: local.functional, analytics: local.analytics, marketing: local.marketing });
    }
  }, [account.data, user, mutate]);

  return { checking: Boolean(user) && account.isPending };
}
