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

export interface AdminLoginRequest {
  username: string;
  password: string;
}

/** An administrator is a user with role 'admin' who signs in with a username. */
export interface AdminLoginResponse {
  access_token: string;
  admin: User & { username: string };
}
