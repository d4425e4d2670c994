import type { CookieChoice } from '@phonehub/contracts';
import { useSession } from '@phonehub/session';
import { useCallback } from 'react';
import { useSaveCookiePreferences } from './api/save-cookie-preferences';
import { useStoredConsent, writeConsent, type StoredConsent } from './consent-storage';

export interface CookieConsent {
  /** The choice in force, or null while none was made (under the current policy version). */
  consent: StoredConsent | null;
  /**
   * Applies a choice: at once in this browser, and on the account when signed in. Resolves when the
   * account has it too; rejects if the account could not be updated (the browser keeps the choice).
   */
  choose(choice: CookieChoice): Promise<void>;
  saving: boolean;
}

export function useCookieConsent(): CookieConsent {
  const consent = useStoredConsent();
  const { user } = useSession();
  const save = useSaveCookiePreferences(user?.id);
  const { mutateAsync } = save;
  const userId = user?.id;

  const choose = useCallback(
    async (choice: CookieChoice) => {
      writeConsent(choice);
      if (userId) {
        const saved = await mutateAsync(choice);
        if (saved.updated_at) writeConsent(saved, saved.updated_at);
      }
    },
    [mutateAsync, userId],
  );

  return { consent, choose, saving: save.isPending };
}
