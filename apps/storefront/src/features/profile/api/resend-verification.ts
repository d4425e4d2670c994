import type { MessageResponse } from '@phonehub/contracts';
import { resendVerification } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export const askForNewLink = (): Promise<MessageResponse> => resendVerification();

/** A new link to the signed-in account's address, while it is not verified. */
export function useResendVerification() {
  return useMutation({ mutationKey: ['auth', 'resend-verification'], mutationFn: askForNewLink });
}
