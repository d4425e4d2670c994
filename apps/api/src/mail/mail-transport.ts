export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: SMTP in real deployments, an outbox directory in development and tests. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
