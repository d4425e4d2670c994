import type { AuthResponse, LoginRequest } from '@phonehub/contracts';
import { login } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { AuthResponse, LoginRequest };

export const loginWithEmail = (body: LoginRequest): Promise<AuthResponse> => login(body);

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: loginWithEmail });
}
