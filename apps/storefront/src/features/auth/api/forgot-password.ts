import type { ForgotPasswordRequest, MessageResponse } from '@phonehub/contracts';
import { forgotPassword } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { ForgotPasswordRequest, MessageResponse };

export const requestPasswordReset = (body: ForgotPasswordRequest): Promise<MessageResponse> =>
  forgotPassword(body);

export function useForgotPassword() {
  return useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: requestPasswordReset });
}
