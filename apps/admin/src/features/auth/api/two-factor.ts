import type {
  AdminTotpConfirmRequest,
  AdminTotpDisableRequest,
  AdminTotpEnrolledLogin,
  AdminTotpLoginConfirmRequest,
  AdminTotpRecoveryCodes,
  AdminTotpSetup,
  AdminTotpStatus,
} from '@phonehub/contracts';
import { apiRequest } from '@phonehub/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '../../../shared/use-admin-mutation';

export type { AdminTotpEnrolledLogin, AdminTotpSetup, AdminTotpStatus };

export const adminTwoFactorKey = ['admin', 'two-factor'] as const;

export const getAdminTwoFactor = (signal?: AbortSignal): Promise<AdminTotpStatus> =>
  apiRequest('GET', '/admin/two-factor', { signal });

/** A new secret (QR code, text, otpauth URI) waiting for its first code; 409 once enrolled. */
export const startTotpEnrolment = (): Promise<AdminTotpSetup> =>
  apiRequest('POST', '/admin/two-factor/enrolment');

/** Its first code turns two-factor on; the answer's recovery codes are never shown again. */
export const confirmTotpEnrolment = (body: AdminTotpConfirmRequest): Promise<AdminTotpRecoveryCodes> =>
  apiRequest('POST', '/admin/two-factor/enrolment/confirm', { body });

export const disableTotp = (body: AdminTotpDisableRequest): Promise<void> =>
  apiRequest('POST', '/admin/two-factor/disable', { body });

/** The enrolment step of a sign-in (ADMIN_TOTP_REQUIRED): with its token, not an access token. */
export const startLoginTotpEnrolment = (enrolmentToken: string): Promise<AdminTotpSetup> =>
  apiRequest('POST', '/admin/login/two-factor/enrolment', {
    body: { enrolment_token: enrolmentToken },
    token: null,
  });

export const confirmLoginTotpEnrolment = (
  body: AdminTotpLoginConfirmRequest,
): Promise<AdminTotpEnrolledLogin> =>
  apiRequest('POST', '/admin/login/two-factor/enrolment/confirm', { body, token: null });

export function useAdminTwoFactor() {
  return useQuery({ queryKey: adminTwoFactorKey, queryFn: ({ signal }) => getAdminTwoFactor(signal) });
}

/** Starting and confirming an enrolment: the screen shows their answers (and failures) itself. */
export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: startTotpEnrolment });
}

export function useConfirmTotpEnrolment() {
  return useMutation({ mutationFn: confirmTotpEnrolment });
}

export const useDisableTotp = () =>
  useAdminMutation({
    mutationFn: disableTotp,
    success: 'Two-factor authentication is off',
    failure: 'Could not turn off two-factor authentication',
    invalidates: [adminTwoFactorKey],
  });
