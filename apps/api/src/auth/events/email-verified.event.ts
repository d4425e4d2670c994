/**
 * An account proved it owns its address (it followed a link mailed there, signed in): store credit
 * held for that address (guest trade-ins) moves to it.
 */
export class EmailVerifiedEvent {
  static readonly eventName = 'auth.email-verified';

  constructor(
    readonly userId: string,
    readonly email: string,
  ) {}
}
