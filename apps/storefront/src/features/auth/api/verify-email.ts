import type { VerifyEmailRequest, VerifyEmailResponse } from '@phonehub/contracts';
import { getMe, verifyEmail } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type { VerifyEmailResponse };

export const followVerificationLink = (body: VerifyEmailRequest): Promise<VerifyEmailResponse> =>
  verifyEmail(body);

/**
 * Follows the link: the account's data is asked for again (now verified). After an email change
 * every session ended, so this device forgets its own too.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  const { signOut, updateUser } = useSession();
  return useMutation({
    mutationKey: ['auth', 'verify-email'],
    mutationFn: followVerificationLink,
    onSuccess: async (result) => {
      if (result.signed_out) {
        signOut();
        return;
      }
      updateUser(await getMe());
      await queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
