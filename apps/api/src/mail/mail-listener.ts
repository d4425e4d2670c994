import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import type { MailMessage } from './mail-transport';
import { MailService } from './mail.service';

/**
 * The base of every listener that sends one mail for a published event. A subclass says which
 * event it follows (`@OnEvent(X.eventName, { async: true }) handle(e) { return this.deliver(e); }`),
 * how the mail is composed (`compose`, which may read what it needs; `null` sends nothing) and
 * what to log when it fails (`failureMessage`). Events are published after the response or the
 * commit, so a failure is logged under the listener's class name and never rethrown: a mail
 * problem never reaches the user nor undoes the change the event reports.
 */
@Injectable()
export abstract class MailListener<E> {
  /** Logged when composing or sending fails, e.g. 'Could not send the trade status mail'. */
  protected abstract readonly failureMessage: string;

  constructor(
    protected readonly mail: MailService,
    protected readonly logger: Logger,
  ) {}

  /** The mail for `event`, or `null` when this event needs none. */
  protected abstract compose(event: E): MailMessage | null | Promise<MailMessage | null>;

  /** Composes and sends the event's mail; resolves in every case. */
  protected async deliver(event: E): Promise<void> {
    try {
      const message = await this.compose(event);
      if (message) await this.mail.send(message);
    } catch (error) {
      this.logger.error({ err: error }, this.failureMessage, this.constructor.name);
    }
  }
}
