export type UserRole = 'customer' | 'admin';

/** A postal address as the profile and trade-in forms hold it. */
export interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** A person's name, contact and US street address, as a profile and a trade-in hold them. */
export interface PersonDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** A user as the API shows it to that user (never a password hash). */
export interface User {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: Address | null;
  role: UserRole;
  is_seller: boolean;
  is_suspended: boolean;
  /** An admin suspended the user's seller access (not the account): they can still sign in and shop. */
  seller_suspended: boolean;
  /** The account followed a link mailed to its current address (issue 34). */
  email_verified: boolean;
  /** A new address waiting for its link to be followed (the email changes only then). */
  pending_email: string | null;
  created_at: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  remember_me?: boolean;
}

export interface AuthResponse {
  user: User;
  access_token: string;
}

export interface UpdateProfileRequest {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  address?: Address | null;
  /** Required when `email` changes. */
  current_password?: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface MessageResponse {
  message: string;
}

/** POST /api/auth/verify-email: the token of a link mailed to an address (signed in as its account). */
export interface VerifyEmailRequest {
  token: string;
}

/**
 * What following the link did: the address is verified (and, after a change, the account's email
 * now). `signed_out`: the email changed, so every session ended; sign in again with the new one.
 */
export interface VerifyEmailResponse {
  message: string;
  email: string;
  signed_out: boolean;
}

export interface AdminLoginRequest {
  username: string;
  password: string;
  /**
   * Once the admin enrolled an authenticator: its current 6-digit code, or one of the recovery
   * codes (each works once). Without it the answer is 401 TOTP_REQUIRED.
   */
  totp_code?: string;
}

/** An administrator is a user with role 'admin' who signs in with a username. */
export interface AdminLoginResponse {
  access_token: string;
  admin: User & { username: string };
}

/**
 * ADMIN_TOTP_REQUIRED and the admin has no authenticator yet: no access token, only a short-lived
 * token for enrolling one (POST /admin/login/two-factor/enrolment and …/confirm).
 */
export interface AdminTotpEnrolmentRequiredResponse {
  totp_enrolment_required: true;
  enrolment_token: string;
}

export type AdminLoginResult = AdminLoginResponse | AdminTotpEnrolmentRequiredResponse;

export interface AdminTotpStatus {
  enrolled: boolean;
  /** ISO time of the confirmed enrolment, null when not enrolled. */
  enrolled_at: string | null;
  /** Recovery codes not used yet (0 when not enrolled). */
  recovery_codes_left: number;
  /** ADMIN_TOTP_REQUIRED: an admin without an authenticator must enrol at sign-in. */
  required: boolean;
}

/** A new authenticator to add: scan the QR code (or type the secret), then confirm with a code. */
export interface AdminTotpSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauth_uri: string;
  /** A PNG data URL of the otpauth URI. */
  qr_code_data_url: string;
}

export interface AdminTotpConfirmRequest {
  code: string;
}

/** Shown once, right after enrolment: each code signs in once in place of the app's code. */
export interface AdminTotpRecoveryCodes {
  recovery_codes: string[];
}

/** Mandatory enrolment at sign-in: the recovery codes, and the session the sign-in was for. */
export type AdminTotpEnrolledLogin = AdminTotpRecoveryCodes & AdminLoginResponse;

export interface AdminTotpEnrolmentTokenRequest {
  enrolment_token: string;
}

export interface AdminTotpLoginConfirmRequest extends AdminTotpEnrolmentTokenRequest {
  code: string;
}

export interface AdminTotpDisableRequest {
  password: string;
  /** The authenticator's current code or an unused recovery code. */
  code: string;
}

/** One sign-in of the account (a device or browser), as `GET /api/auth/sessions` lists it. */
export interface AuthSession {
  id: string;
  /** A readable "Browser on device", e.g. "Safari on iPhone" ("Unknown device" when it cannot be told). */
  device: string;
  user_agent: string;
  /** The network the sign-in came from, never the full address: e.g. "203.0.113.0/24" ('' when unknown). */
  ip_area: string;
  created_at: string;
  last_seen_at: string;
  /** The session of the token that asked. */
  current: boolean;
}
