import type { AdminLoginRequest, AdminLoginResponse } from '@phonehub/contracts';
import { adminLogin } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { AdminLoginRequest, AdminLoginResponse };

export const signInAdmin = (body: AdminLoginRequest): Promise<AdminLoginResponse> => adminLogin(body);

export function useAdminLogin() {
  return useMutation({ mutationKey: ['admin', 'login'], mutationFn: signInAdmin });
}
