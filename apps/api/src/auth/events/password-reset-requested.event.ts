/** Someone asked for a password reset link for an existing account; mail subscribes. */
export class PasswordResetRequestedEvent {
  static readonly eventName = 'auth.password-reset-requested';

  constructor(
    readonly email: string,
    readonly firstName: string,
    readonly resetUrl: string,
    readonly expiresAt: Date,
  ) {}
}
