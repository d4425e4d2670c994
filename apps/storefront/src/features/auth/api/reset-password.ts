import type { MessageResponse, ResetPasswordRequest } from '@phonehub/contracts';
import { resetPassword } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { MessageResponse, ResetPasswordRequest };

export const setNewPassword = (body: ResetPasswordRequest): Promise<MessageResponse> => resetPassword(body);

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: setNewPassword });
}
