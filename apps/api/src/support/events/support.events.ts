/** A shopper opened a ticket; support's address gets a notification for it. */
export class SupportTicketCreatedEvent {
  static readonly eventName = 'support.ticket-created';

  constructor(
    readonly ticketId: string,
    readonly subject: string,
    readonly category: string,
    readonly message: string,
    readonly customerName: string,
    readonly customerEmail: string,
    /** The ticket in the admin portal. */
    readonly url: string,
  ) {}
}

/** Support replied on a ticket; its shopper is mailed the reply and a link to the conversation. */
export class SupportReplyPostedEvent {
  static readonly eventName = 'support.reply-posted';

  constructor(
    readonly ticketId: string,
    readonly subject: string,
    readonly reply: string,
    readonly email: string,
    readonly firstName: string,
    /** The ticket on /support. */
    readonly url: string,
  ) {}
}

/** An admin answered a contact form message by email. */
export class ContactReplySentEvent {
  static readonly eventName = 'support.contact-reply-sent';

  constructor(
    readonly contactMessageId: string,
    readonly email: string,
    readonly name: string,
    readonly subject: string,
    readonly originalMessage: string,
    readonly reply: string,
  ) {}
}
