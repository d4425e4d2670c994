/** A link to prove an address was made: mail sends it ('verify' the account's address, or 'change' to a new one). */
export class EmailVerificationRequestedEvent {
  static readonly eventName = 'auth.email-verification-requested';

  constructor(
    readonly email: string,
    readonly firstName: string,
    readonly purpose: 'verify' | 'change',
    readonly verifyUrl: string,
  ) {}
}
