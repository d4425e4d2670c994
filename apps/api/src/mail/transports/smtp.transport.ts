import { createTransport, Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from '../mail-transport';

export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transporter.close();
  }
}
