export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as it goes out: with the Message-ID it keeps across retries. */
export interface OutgoingMail extends MailMessage {
  messageId: string;
}

/** Where mail goes: SMTP in real deployments, an outbox directory in development and tests. */
export interface MailTransport {
  /** Resolves once the server took the message, with the Message-ID it went out with. */
  send(message: OutgoingMail): Promise<{ messageId: string }>;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
