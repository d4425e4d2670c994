import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { readFileSync, unlinkSync } from 'node:fs';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { afterCommit } from '../common/database/after-commit';
import { databaseConfig, type DatabaseConfig } from '../config/database.config';
import { jobsConfig, type JobsConfig } from '../config/jobs.config';
import { decodeJobData, encodeJobData, reviveEvent } from './job-data';
import {
  JOB_HANDLER_METADATA,
  type EventType,
  type HandlerMeta,
  type JobContext,
  type QueueSettings,
} from './job-handler.decorator';
import { errorText } from '../common/errors/error-text';
import { recordJobFailure, recordJobRun } from '../observability/app-metrics';
import { JOB_TRACE_KEY, jobTraceContext, traceJob } from '../observability/job-tracing';

/** pg-boss keeps its tables in a schema of their own, created and migrated by itself. */
export const JOB_SCHEMA = 'pgboss';
/** The advisory lock instances take in turn to set up pg-boss and the queues. */
const QUEUE_SETUP_LOCK = 'phonehub-job-queue-setup';
/** Every domain event handler's jobs share one queue; each job names its handler. */
export const EVENTS_QUEUE = 'domain-events';
/** Retries of an event handler's job before it is dead: with the 10 s default delay, about 11 hours. */
const EVENT_RETRY_LIMIT = 12;

type Handler = (data: unknown, context: JobContext) => Promise<void>;

interface QueueEntry {
  name: string;
  settings: QueueSettings;
  handler: Handler;
}

interface EventSubscriber {
  /** `Class.method`, unique per handler: what a domain-events job names. */
  key: string;
  event: EventType;
  handler: (event: object, context: JobContext) => Promise<void>;
}

/** A job's data as its handler gets it, and the trace context that insert added to it, if any. */
function withoutTrace(stored: unknown): { data: unknown; traceparent?: string } {
  if (!stored || typeof stored !== 'object' || !(JOB_TRACE_KEY in stored)) return { data: stored };
  const { [JOB_TRACE_KEY]: traceparent, ...data } = stored as Record<string, unknown>;
  return { data, traceparent: typeof traceparent === 'string' ? traceparent : undefined };
}

/** One queue's jobs as the metrics read them (queueStats). */
export interface QueueStats {
  queue: string;
  /** Created or waiting for a retry. */
  waiting: number;
  active: number;
  /** How long the longest-waiting job that is due has waited to start (0: none due). */
  oldestDueSeconds: number;
}

interface EventJobData {
  handler: string;
  event: string;
  payload: unknown;
}

/**
 * The job queue: a transactional outbox on pg-boss. Jobs are written with the change that causes
 * them, in its transaction (`enqueue(manager, …)`, `publish(manager, event)`), so they exist exactly
 * when the change committed; workers on every instance run them with retries (doubling delays, then
 * dead), and a job whose worker died runs again once it expires. Handlers are found at start-up from
 * `@JobHandler` and `@OnDomainEvent` methods.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueEntry>();
  private readonly subscribers = new Map<string, EventSubscriber[]>();
  private readonly handlersByKey = new Map<string, EventSubscriber>();
  private readonly workerIds = new Map<string, string[]>();
  private ready: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(jobsConfig.KEY) private readonly config: JobsConfig,
    @Inject(databaseConfig.KEY) database: DatabaseConfig,
    private readonly dataSource: DataSource,
  ) {
    this.boss = new PgBoss({
      connectionString: database.url ?? '',
      schema: JOB_SCHEMA,
      max: config.poolSize,
      application_name: 'phonehub-jobs',
      migrate: true,
      supervise: true,
      schedule: config.workers,
      maintenanceIntervalSeconds: config.maintenanceIntervalSeconds,
      expireInSeconds: config.expireSeconds,
      retryLimit: EVENT_RETRY_LIMIT,
      retryDelay: config.retryDelaySeconds,
      retryBackoff: true,
    });
    this.boss.on('error', (error: Error) => this.logger.error(`Job queue: ${error.message}`));
  }

  onModuleInit(): Promise<void> {
    return this.start();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
    if (!this.config.workers) return;
    for (const queue of this.queues.values()) {
      const ids: string[] = [];
      const concurrency = queue.settings.concurrency ?? this.config.concurrency;
      for (let i = 0; i < concurrency; i++) {
        ids.push(
          await this.boss.work<object>(
            queue.name,
            {
              includeMetadata: true,
              batchSize: 1,
              pollingIntervalSeconds: this.config.pollingIntervalSeconds,
            },
            (jobs) => this.run(queue, jobs),
          ),
        );
      }
      this.workerIds.set(queue.name, ids);
      if (queue.settings.cron) await this.boss.schedule(queue.name, queue.settings.cron, {}, { tz: 'UTC' });
    }
  }

  /**
   * SIGTERM (main.ts, as the HTTP server starts draining): takes no new job, lets running ones finish
   * (JOB_SHUTDOWN_GRACE_MS) and hands back the rest (failed now, so another instance retries them).
   * Jobs can still be written in transactions meanwhile; only running them stops.
   */
  stopWorkers(): Promise<void> {
    this.stopping ??= (async () => {
      if (!this.ready) return;
      await this.ready.catch(() => undefined);
      await this.boss
        .stop({ graceful: true, timeout: this.config.shutdownGraceMs, wait: true })
        .catch((error: unknown) => {
          this.logger.error(`Stopping the job queue failed: ${errorText(error)}`);
        });
    })();
    return this.stopping;
  }

  /** Readiness (health/ready): pg-boss started here (its schema set up) and its workers not stopping. */
  async isRunning(): Promise<boolean> {
    if (!this.ready || this.stopping) return false;
    return this.ready.then(
      () => true,
      () => false,
    );
  }

  /**
   * Each queue's waiting and running jobs and how long the oldest due one has waited (the metrics,
   * at a scrape): one grouped statement on pg-boss's table, every queue of this app listed.
   */
  async queueStats(): Promise<QueueStats[]> {
    await this.start();
    const rows: QueueStats[] = await this.dataSource.query(
      `SELECT name AS queue,
              count(*) FILTER (WHERE state < 'active')::int AS waiting,
              count(*) FILTER (WHERE state = 'active')::int AS active,
              COALESCE(extract(epoch FROM now() - min(start_after)
                FILTER (WHERE state < 'active' AND start_after <= now())), 0)::float8 AS "oldestDueSeconds"
         FROM ${JOB_SCHEMA}.job
        WHERE state <= 'active'
        GROUP BY name`,
    );
    const found = new Map(rows.map((row) => [row.queue, row]));
    return [...this.queues.keys()].map(
      (queue) => found.get(queue) ?? { queue, waiting: 0, active: 0, oldestDueSeconds: 0 },
    );
  }

  /** Before the modules close (the database is still there), when main.ts did not stop them first (tests). */
  beforeApplicationShutdown(): Promise<void> {
    return this.stopWorkers();
  }

  /**
   * Adds a job to `queue` in `manager`'s transaction (it exists once that commits, never if it rolls
   * back); without a manager it is added at once.
   */
  async enqueue(manager: EntityManager | null, queue: string, data: object): Promise<void> {
    await this.insert(manager, [{ queue, data }]);
  }

  /** Several jobs in one statement, in `manager`'s transaction as with enqueue. */
  async enqueueMany(
    manager: EntityManager | null,
    jobs: ReadonlyArray<{ queue: string; data: object }>,
  ): Promise<void> {
    await this.insert(manager, jobs);
  }

  /**
   * Publishes a domain event with the change it reports: one job per `@OnDomainEvent` handler of its
   * class, written in `manager`'s transaction.
   */
  async publish(manager: EntityManager | null, event: object): Promise<void> {
    await this.start();
    const eventName = (event.constructor as Partial<EventType>).eventName;
    if (!eventName) throw new Error(`publish: ${event.constructor.name} has no static eventName`);
    const subscribers = this.subscribers.get(eventName) ?? [];
    if (subscribers.length === 0) return;
    const payload = encodeJobData(event);
    if (manager && this.config.faultFile)
      this.crashAfterCommitIfAsked(manager, eventName, this.config.faultFile);
    await this.insert(
      manager,
      subscribers.map((subscriber) => ({
        queue: EVENTS_QUEUE,
        data: { handler: subscriber.key, event: eventName, payload } satisfies EventJobData,
      })),
    );
  }

  /** Starts pg-boss (creating or migrating its schema) and the queues of every handler, once. */
  private start(): Promise<void> {
    this.ready ??= (async () => {
      this.discover();
      // Instances starting together take turns: pg-boss's schema set-up and its queue partitions
      // deadlock when two create them at once.
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.query('SELECT pg_advisory_lock(hashtext($1))', [QUEUE_SETUP_LOCK]);
        try {
          await this.setUp();
        } finally {
          await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [QUEUE_SETUP_LOCK]);
        }
      } finally {
        await runner.release();
      }
    })();
    return this.ready;
  }

  private async setUp(): Promise<void> {
    await this.boss.start();
    for (const queue of this.queues.values()) {
      const options = {
        name: queue.name,
        retryLimit: queue.settings.retryLimit ?? (queue.name === EVENTS_QUEUE ? EVENT_RETRY_LIMIT : 5),
        retryDelay: queue.settings.retryDelaySeconds ?? this.config.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.settings.expireSeconds ?? this.config.expireSeconds,
      };
      await this.boss.createQueue(queue.name, options);
      // createQueue leaves an existing queue as it was: a changed setting is applied here.
      await this.boss.updateQueue(queue.name, options);
    }
  }

  private async insert(
    manager: EntityManager | null,
    jobs: ReadonlyArray<{ queue: string; data: object }>,
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.start();
    for (const job of jobs) {
      // pg-boss drops a job whose queue does not exist without a word: refuse it loudly instead.
      if (!this.queues.has(job.queue)) throw new Error(`enqueue: no handler for the queue "${job.queue}"`);
    }
    // With tracing on, each job carries the trace of the request or job that wrote it (job-tracing.ts).
    const traceparent = jobTraceContext();
    const rows: PgBoss.JobInsert[] = jobs.map(({ queue, data }) => ({
      name: queue,
      data: traceparent
        ? { ...(encodeJobData(data) as object), [JOB_TRACE_KEY]: traceparent }
        : (encodeJobData(data) as object),
    }));
    if (manager) {
      await this.boss.insert(rows, {
        db: {
          executeSql: async (text, values) => ({ rows: (await manager.query(text, values)) as unknown[] }),
        },
      });
      // Workers here take the jobs as soon as they are visible, instead of at their next poll.
      const queues = new Set(jobs.map((job) => job.queue));
      afterCommit(manager, () => {
        for (const queue of queues) this.wake(queue);
      });
    } else {
      await this.boss.insert(rows);
      for (const queue of new Set(jobs.map((job) => job.queue))) this.wake(queue);
    }
  }

  /** JOB_FAULT_FILE (tests): SIGKILL right after the commit that publishes the named event, once. */
  private crashAfterCommitIfAsked(manager: EntityManager, eventName: string, file: string): void {
    let wanted: string;
    try {
      wanted = readFileSync(file, 'utf8').trim();
    } catch {
      return;
    }
    if (wanted !== eventName) return;
    afterCommit(manager, () => {
      try {
        unlinkSync(file);
      } catch {
        return; // another instance took it
      }
      process.kill(process.pid, 'SIGKILL');
    });
  }

  private wake(queue: string): void {
    for (const id of this.workerIds.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  private async run(queue: QueueEntry, jobs: PgBoss.JobWithMetadata<object>[]): Promise<void> {
    // pg-boss's worker waits a polling interval after every job, even with more waiting: a worker
    // that just had one looks again at once (it sleeps only when it finds none).
    try {
      await this.runEach(queue, jobs);
    } finally {
      if (jobs.length > 0) this.wake(queue.name);
    }
  }

  private async runEach(queue: QueueEntry, jobs: PgBoss.JobWithMetadata<object>[]): Promise<void> {
    for (const job of jobs) {
      const context: JobContext = {
        jobId: job.id,
        queue: queue.name,
        retryCount: job.retryCount,
        lastAttempt: job.retryCount >= job.retryLimit,
      };
      const { data, traceparent } = withoutTrace(job.data);
      recordJobRun(queue.name);
      try {
        await traceJob(queue.name, { id: job.id, retryCount: job.retryCount, traceparent }, () =>
          queue.handler(decodeJobData(data), context),
        );
      } catch (error) {
        recordJobFailure(queue.name, context.lastAttempt);
        const message = errorText(error);
        const what = queue.name === EVENTS_QUEUE ? `${(job.data as EventJobData).handler}` : queue.name;
        if (context.lastAttempt)
          this.logger.error(
            `ALERT: job ${job.id} (${what}) failed for good after ${job.retryCount + 1} runs: ${message}`,
          );
        else
          this.logger.warn(
            `Job ${job.id} (${what}) failed (run ${job.retryCount + 1}), will retry: ${message}`,
          );
        throw error;
      }
    }
  }

  private async dispatchEvent(data: unknown, context: JobContext): Promise<void> {
    const { handler, payload } = data as EventJobData;
    const subscriber = this.handlersByKey.get(handler);
    // A handler renamed or removed since the job was written: nothing here can run it.
    if (!subscriber) throw new Error(`no handler "${handler}" on this instance`);
    await subscriber.handler(reviveEvent(subscriber.event as never, payload as object), context);
  }

  private discover(): void {
    this.queues.set(EVENTS_QUEUE, {
      name: EVENTS_QUEUE,
      settings: { retryLimit: EVENT_RETRY_LIMIT },
      handler: (data, context) => this.dispatchEvent(data, context),
    });
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || !wrapper.isDependencyTreeStatic() || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const meta = Reflect.getMetadata(JOB_HANDLER_METADATA, fn) as HandlerMeta | undefined;
        if (!meta) continue;
        const bound = (fn as (...args: unknown[]) => Promise<void>).bind(instance);
        const owner = instance.constructor.name;
        if (meta.kind === 'queue') {
          if (this.queues.has(meta.queue)) throw new Error(`Two handlers for the job queue "${meta.queue}"`);
          const settings =
            typeof meta.settings === 'function' ? meta.settings(instance as never) : meta.settings;
          this.queues.set(meta.queue, { name: meta.queue, settings, handler: bound });
        } else {
          const key = `${owner}.${method}`;
          if (this.handlersByKey.has(key)) throw new Error(`Two event handlers named ${key}`);
          const event =
            typeof meta.event === 'function' && !('eventName' in meta.event)
              ? meta.event(instance as never)
              : meta.event;
          const subscriber: EventSubscriber = { key, event: event as EventType, handler: bound };
          this.handlersByKey.set(key, subscriber);
          const list = this.subscribers.get(subscriber.event.eventName) ?? [];
          list.push(subscriber);
          this.subscribers.set(subscriber.event.eventName, list);
        }
      }
    }
  }
}
