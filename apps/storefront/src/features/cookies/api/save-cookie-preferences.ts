import type { CookieChoice } from '@phonehub/contracts';
import { saveCookiePreferences } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cookiePreferencesQueryKey } from './get-cookie-preferences';

/** Stores the choice on the signed-in account, so it follows the user to other devices. */
export function useSaveCookiePreferences(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['me', 'cookie-preferences', 'save'],
    mutationFn: (choice: CookieChoice) => saveCookiePreferences(choice),
    onSuccess: (saved) => queryClient.setQueryData(cookiePreferencesQueryKey(userId), saved),
  });
}
