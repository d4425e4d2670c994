import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MailListResponse, MailRecord, MailStatus } from '@phonehub/contracts';
import { mailMachine, type TransitionContext } from '@phonehub/domain';
import { Logger } from 'nestjs-pino';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { newestFirst, pageOf } from '../common/paging/paged';
import { containsPattern } from '../common/sql/like-pattern';
import { mailConfig, type MailConfig } from '../config/mail.config';
import { JobHandler, type JobContext } from '../jobs/job-handler.decorator';
import { JobQueue } from '../jobs/job-queue.service';
import { StatusChanges, SYSTEM } from '../status-history/status-changes.service';
import { MailEntity } from './mail.entity';
import { MailErrors } from './mail.errors';
import { MAIL_TRANSPORT, type MailMessage, type MailTransport } from './mail-transport';
import type { MailListQueryDto } from './dto/mail-list-query.dto';
import { errorText } from '../common/errors/error-text';
import { recordMailFailure } from '../observability/app-metrics';

/** The queue whose jobs send one mail each. */
export const MAIL_QUEUE = 'mail-send';
/** Longest kept text of a failure (an SMTP answer can be long). */
const ERROR_MAX = 500;

/** A mail to send, and what keeps it from being sent twice. */
export interface MailRequest extends MailMessage {
  /** What kind of mail, e.g. 'order-confirmation'. */
  template: string;
  /** The same key is one mail however often asked (a retried job, the reconciliation). */
  key: string;
  /** The record the mail is about. */
  related?: { type: string; id: string } | null;
}

interface MailJob {
  mailId: string;
}

/** What a try writes besides its status and count. */
type MailChanges = Parameters<Repository<MailEntity>['update']>[1];

/**
 * Every mail is a row and a job: `enqueue` writes both (in the caller's transaction when given one),
 * the job sends it with a Message-ID of its own and records the outcome; a failed try is retried
 * with doubling delays for a day and more (MAIL_RETRY_*), then the mail is failed until an admin
 * resends it. A job that runs again after the mail went out sends nothing.
 */
@Injectable()
export class MailService {
  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(mailConfig.KEY) private readonly config: MailConfig,
    @InjectRepository(MailEntity) private readonly mails: Repository<MailEntity>,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly logger: Logger,
    private readonly statusChanges: StatusChanges,
  ) {}

  /** Queues the mail with `manager`'s transaction (its own when none); a key already used adds nothing. */
  enqueue(request: MailRequest, manager?: EntityManager): Promise<void> {
    return this.enqueueMany([request], manager);
  }

  /** Queues several mails (one row and one job each) in two statements, as `enqueue` does one. */
  async enqueueMany(requests: readonly MailRequest[], manager?: EntityManager): Promise<void> {
    if (requests.length === 0) return;
    if (!manager) return this.dataSource.transaction((own) => this.enqueueMany(requests, own));
    const column = <K extends keyof MailRequest>(key: K) => requests.map((r) => r[key]);
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO mails (dedupe_key, template, recipient, subject, text_body, html_body, related_type, related_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::citext[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        column('key'),
        column('template'),
        column('to'),
        column('subject'),
        column('text'),
        column('html'),
        requests.map((r) => r.related?.type ?? null),
        requests.map((r) => r.related?.id ?? null),
      ],
    );
    await this.jobs.enqueueMany(
      manager,
      inserted.map((row) => ({ queue: MAIL_QUEUE, data: { mailId: row.id } satisfies MailJob })),
    );
  }

  /**
   * For the reconciliation: which of these keys have a mail, and since when mails are tracked at
   * all (null before the first), so records older than that are not taken for lost mails.
   */
  async coverage(keys: readonly string[]): Promise<{ present: Set<string>; trackedSince: Date | null }> {
    const [{ since }]: Array<{ since: Date | null }> = await this.dataSource.query(
      'SELECT min(created_at) AS since FROM mails',
    );
    const rows: Array<{ dedupe_key: string }> = keys.length
      ? await this.dataSource.query('SELECT dedupe_key FROM mails WHERE dedupe_key = ANY($1::text[])', [
          [...keys],
        ])
      : [];
    return { present: new Set(rows.map((row) => row.dedupe_key)), trackedSince: since };
  }

  /** The mail job: sends the row's mail unless it went out already, and records how it went. */
  @JobHandler(MAIL_QUEUE, (self: MailService) => ({
    retryLimit: self.config.retryLimit,
    retryDelaySeconds: self.config.retryDelaySeconds,
  }))
  async deliver(job: MailJob, context: JobContext): Promise<void> {
    const mail = await this.mails.findOne({ where: { id: job.mailId } });
    // Sent already (this job ran before and the worker died after), or given up on since.
    if (!mail || mail.status === 'sent' || mail.status === 'failed') return;
    let messageId: string;
    try {
      ({ messageId } = await this.transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        // The same id on every try: a mail server or client that got it twice can tell.
        messageId: `<${mail.id}@phonehub.mail>`,
      }));
    } catch (error) {
      recordMailFailure(context.lastAttempt);
      const message = errorText(error).slice(0, ERROR_MAX);
      await this.recordTry(
        mail.id,
        context.lastAttempt ? 'failed' : 'retrying',
        { lastError: message },
        message,
      );
      this.logger.warn(
        { mailId: mail.id, template: mail.template, attempt: mail.attempts + 1 },
        `Mail not sent: ${message}`,
        MailService.name,
      );
      throw error;
    }
    await this.recordTry(mail.id, 'sent', {
      lastError: null,
      providerMessageId: messageId,
      sentAt: () => 'now()',
    });
    this.logger.log({ mailId: mail.id, template: mail.template }, 'Mail sent', MailService.name);
  }

  /**
   * Records a try under the mail's row lock, its status moving to `to` through the mail machine. A
   * failed try always counts (a mail already retrying stays retrying); a sent one only while the mail
   * could still be sent (not sent or failed meanwhile).
   */
  private async recordTry(
    mailId: string,
    to: MailStatus,
    changes: MailChanges,
    reason: string | null = null,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(MailEntity);
      const mail = await repo.findOne({ where: { id: mailId }, lock: { mode: 'pessimistic_write' } });
      if (!mail) return;
      const moves = mailMachine.can(mail.status, to);
      if (!moves && to === 'sent') return;
      const by: TransitionContext = { actor: SYSTEM, reason };
      if (moves) await this.statusChanges.transition(manager, mailMachine, 'mail', mail, to, by);
      await repo.update(
        { id: mailId },
        { ...changes, status: mail.status, attempts: () => 'attempts + 1', updatedAt: () => 'now()' },
      );
    });
  }

  /** An admin's resend of a failed mail: queued again with a new job (the tries start over). */
  async resend(id: string, actorId: string | null = null): Promise<MailRecord> {
    return this.dataSource.transaction(async (manager) => {
      const mail = await manager
        .getRepository(MailEntity)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!mail) throw MailErrors.notFound();
      if (!mailMachine.can(mail.status, 'queued')) throw MailErrors.notResendable();
      await this.statusChanges.transition(manager, mailMachine, 'mail', mail, 'queued', {
        actor: { kind: 'admin', id: actorId },
      });
      mail.updatedAt = new Date();
      await manager
        .getRepository(MailEntity)
        .update({ id }, { status: mail.status, updatedAt: mail.updatedAt });
      await this.jobs.enqueue(manager, MAIL_QUEUE, { mailId: id } satisfies MailJob);
      return toMailRecord(mail);
    });
  }

  /** Newest first, filtered by status and part of the recipient's address. */
  async list(query: MailListQueryDto): Promise<MailListResponse> {
    const builder = newestFirst(this.mails.createQueryBuilder('mail'));
    if (query.status) builder.andWhere('mail.status = :status', { status: query.status });
    if (query.recipient)
      builder.andWhere('mail.recipient::text ILIKE :recipient', {
        recipient: containsPattern(query.recipient),
      });
    if (query.search)
      builder.andWhere('(mail.recipient::text ILIKE :search OR mail.subject ILIKE :search)', {
        search: containsPattern(query.search),
      });
    return pageOf(builder, query, toMailRecord);
  }
}

export function toMailRecord(mail: MailEntity): MailRecord {
  return {
    id: mail.id,
    template: mail.template,
    recipient: mail.recipient,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    last_error: mail.lastError,
    provider_message_id: mail.providerMessageId,
    related_type: mail.relatedType,
    related_id: mail.relatedId,
    created_at: mail.createdAt.toISOString(),
    updated_at: mail.updatedAt.toISOString(),
    sent_at: mail.sentAt?.toISOString() ?? null,
  };
}
