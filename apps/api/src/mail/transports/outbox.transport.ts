import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailTransport, OutgoingMail } from '../mail-transport';

/**
 * Writes each message as a JSON file, whole or not at all. Names start with the ISO time plus a counter, so a plain
 * sort lists them in the order they were sent.
 */
export class OutboxMailTransport implements MailTransport {
  private sequence = 0;

  constructor(private readonly dir: string) {}

  async send(message: OutgoingMail): Promise<{ messageId: string }> {
    const sentAt = new Date();
    const sequence = String(this.sequence++ % 1_000_000).padStart(6, '0');
    const name = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${sequence}-${randomBytes(3).toString('hex')}.json`;
    await mkdir(this.dir, { recursive: true });
    const body = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      sentAt: sentAt.toISOString(),
    };
    // Written under a name no reader lists, then renamed: a reader polling the folder never sees
    // half a message (a rename within a folder is atomic).
    const partial = join(this.dir, `.${name}.partial`);
    await writeFile(partial, `${JSON.stringify(body, null, 2)}\n`, { flag: 'wx' });
    await rename(partial, join(this.dir, name));
    return { messageId: message.messageId };
  }
}
