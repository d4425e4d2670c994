import type {
  AdminLoginRequest,
  AdminLoginResponse,
  AdminLoginResult,
  AdminTotpEnrolmentRequiredResponse,
} from '@phonehub/contracts';
import { adminLogin } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { AdminLoginRequest, AdminLoginResponse, AdminLoginResult };

export const signInAdmin = (body: AdminLoginRequest): Promise<AdminLoginResult> => adminLogin(body);

/** ADMIN_TOTP_REQUIRED and no authenticator yet: the sign-in continues with the enrolment. */
export const needsEnrolment = (result: AdminLoginResult): result is AdminTotpEnrolmentRequiredResponse =>
  'totp_enrolment_required' in result;

export function useAdminLogin() {
  return useMutation({ mutationKey: ['admin', 'login'], mutationFn: signInAdmin });
}
