import type { AuthResponse, RegisterRequest } from '@phonehub/contracts';
import { register } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { AuthResponse, RegisterRequest };

export const registerAccount = (body: RegisterRequest): Promise<AuthResponse> => register(body);

export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: registerAccount });
}
