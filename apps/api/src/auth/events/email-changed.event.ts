/** An account's email address was changed; mail tells the old address, in case it was not its owner. */
export class EmailChangedEvent {
  static readonly eventName = 'auth.email-changed';

  constructor(
    readonly previousEmail: string,
    readonly newEmail: string,
    readonly firstName: string,
  ) {}
}
