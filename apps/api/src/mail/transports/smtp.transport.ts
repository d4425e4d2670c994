import { createTransport, Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from '../mail-transport';

/** Connection and greeting limits, so a server that does not answer fails the try instead of hanging it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  }

  async send(message: OutgoingMail): Promise<{ messageId: string }> {
    const info = await this.transporter.sendMail({ from: this.from, ...message });
    return { messageId: info.messageId || message.messageId };
  }

  close(): void {
    this.transporter.close();
  }
}
