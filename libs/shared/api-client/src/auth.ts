import type {
  AdminLoginRequest,
  AdminLoginResult,
  AdminUsersQuery,
  AdminUsersResponse,
  AuthResponse,
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateProfileRequest,
  User,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@phonehub/contracts';
import { apiRequest } from './http';

export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest('POST', '/auth/register', { body, token: null });
}

export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest('POST', '/auth/login', { body, token: null });
}

/** The signed-in user; pass `token` to ask about a token that is not stored yet. */
export function getMe(options: { token?: string | null; signal?: AbortSignal } = {}): Promise<User> {
  return apiRequest('GET', '/auth/me', options);
}

/** Ends this device's session only (the account's other sessions go on); answers 204. */
export function logout(options: { token: string }): Promise<void> {
  return apiRequest('POST', '/auth/logout', options);
}

export function updateProfile(body: UpdateProfileRequest): Promise<User> {
  return apiRequest('PUT', '/auth/profile', { body });
}

export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest('POST', '/auth/forgot-password', { body, token: null });
}

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest('POST', '/auth/reset-password', { body, token: null });
}

/** Follows a link mailed to an address, with the stored token (the account it was sent for). */
export function verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  return apiRequest('POST', '/auth/verify-email', { body });
}

/** A new link to the signed-in account's address while it is not verified. */
export function resendVerification(): Promise<MessageResponse> {
  return apiRequest('POST', '/auth/resend-verification', { body: {} });
}

/** Signed in, or (ADMIN_TOTP_REQUIRED) the enrolment step; 401 TOTP_REQUIRED when the code is missing. */
export function adminLogin(body: AdminLoginRequest): Promise<AdminLoginResult> {
  return apiRequest('POST', '/admin/login', { body, token: null });
}

export function getAdminUsers(
  query: AdminUsersQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<AdminUsersResponse> {
  return apiRequest('GET', '/admin/users', { ...options, query: { ...query } });
}
