// A mail server for the tests (smtp-server): it can be up or down on a fixed port, and can hold
// its answers to messages, as a slow server would, so a test can crash a sender mid-conversation.
// A message counts as received only once the server has answered it: a held message whose sender
// went away was never delivered, as with a real server.
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  messageId: string;
  subject: string;
}

interface Pending {
  session: string;
  mails: ReceivedMail[];
  answer: () => void;
}

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export class MailSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private holding = false;
  private holdAt: number | undefined;
  private pending: Pending[] = [];

  private constructor(readonly port: number) {}

  /** A sink on a free loopback port, not yet listening (`up()`). */
  static async create(): Promise<MailSink> {
    return new MailSink(await unusedPort());
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** How many messages wait for an answer (hold). */
  get held(): number {
    return this.pending.reduce((n, p) => n + p.mails.length, 0);
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Many senders at once (two API instances, several workers each).
      maxClients: 100,
      // down() cuts connections at once instead of waiting 30 s for them to end.
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
          const mails = session.envelope.rcptTo.map((rcpt) => ({
            to: rcpt.address,
            messageId: header('Message-ID'),
            subject: header('Subject'),
          }));
          const answer = () => {
            this.received.push(...mails);
            callback();
          };
          const full = this.holdAt !== undefined && this.received.length >= this.holdAt;
          if (this.holding || full) this.pending.push({ session: session.id, mails, answer });
          else answer();
        });
      },
      onClose: (session: SMTPServerSession) => {
        // The sender went away before its answer: nothing was delivered.
        this.pending = this.pending.filter((p) => p.session !== session.id);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening and cuts every connection: senders get "connection refused" until `up()`. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.pending = [];
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** From now on, messages wait for `release()` before they are answered (and count as received). */
  hold(): void {
    this.holding = true;
  }

  /** Takes `count` more messages, then holds the rest until `release()`. */
  holdAfter(count: number): void {
    this.holdAt = this.received.length + count;
  }

  /** Answers every held message and stops holding. */
  release(): void {
    this.holding = false;
    this.holdAt = undefined;
    const pending = this.pending;
    this.pending = [];
    for (const p of pending) p.answer();
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to === address);
  }
}
