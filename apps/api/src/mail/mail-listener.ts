import { Inject, Injectable } from '@nestjs/common';
import { OnDomainEvent, type EventType, type JobContext } from '../jobs/job-handler.decorator';
import type { MailMessage } from './mail-transport';
import { MailService } from './mail.service';

/** The record a mail is about, e.g. `{ type: 'trade', id: trackingCode }`. */
export interface MailAbout {
  type: string;
  id: string;
}

/**
 * The base of every handler that mails one message for a domain event. A subclass says which event
 * it follows (`event`: its `handle` is that event's handler), what kind of mail it is (`template`),
 * how it is composed (`compose`, which may read what it needs; `null` sends nothing) and what it is
 * about (`related`); a mail composed from the event alone is declared with `mailListener`. The
 * event's job runs after the change committed; composing queues the mail (its own row and job), so
 * a failure here is retried by the event's job and one of sending by the mail's, and neither ever
 * reaches the user.
 */
@Injectable()
export abstract class MailListener<E> {
  /** What kind of mail, e.g. 'trade-status': listed in the admin Mail section. */
  protected abstract readonly template: string;
  /** The domain event this mail follows. */
  abstract readonly event: EventType<E & object>;

  /** Injected as a property, so a subclass's constructor names only what it needs itself. */
  @Inject(MailService) protected readonly mail: MailService;

  /** The mail for `event`, or `null` when this event needs none. */
  protected abstract compose(event: E): MailMessage | null | Promise<MailMessage | null>;

  /** The record the mail is about (shown beside it in the admin's list). */
  protected related(_event: E): MailAbout | null {
    return null;
  }

  /** One mail per key: by default per event job, so the job's retries never send two. */
  protected key(_event: E, context: JobContext): string {
    return `${this.template}:${context.jobId}`;
  }

  /** Composes the event's mail and queues it; a failure is thrown, so the event's job retries. */
  @OnDomainEvent((self: MailListener<object>) => self.event)
  async handle(event: E, context: JobContext): Promise<void> {
    const message = await this.compose(event);
    if (message)
      await this.mail.enqueue({
        ...message,
        template: this.template,
        key: this.key(event, context),
        related: this.related(event),
      });
  }
}

/** What a listener whose mail needs nothing but the event declares; the rest is MailListener's. */
export interface MailOfEvent<E extends object> {
  event: EventType<E>;
  template: string;
  compose: (event: E) => MailMessage | null;
  related?: (event: E) => MailAbout;
}

/** The listener class of a mail composed from its event alone (`class X extends mailListener({...}) {}`). */
export function mailListener<E extends object>(spec: MailOfEvent<E>) {
  class DeclaredMailListener extends MailListener<E> {
    protected readonly template = spec.template;
    readonly event = spec.event;

    protected compose(event: E): MailMessage | null {
      return spec.compose(event);
    }

    protected override related(event: E): MailAbout | null {
      return spec.related?.(event) ?? null;
    }
  }
  return DeclaredMailListener;
}
