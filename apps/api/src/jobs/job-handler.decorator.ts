/** What a job handler is told about the run: retries keep the job's id, so it keys idempotent writes. */
export interface JobContext {
  jobId: string;
  queue: string;
  /** 0 on the first run, then 1, 2, … */
  retryCount: number;
  /** True when a failure now is final (the job ends in the queue's dead state). */
  lastAttempt: boolean;
}

/** A domain event's class: its static `eventName` names it in the queue. */
export interface EventType<E extends object = object> {
  readonly eventName: string;
  readonly prototype: E;
}

export interface QueueSettings {
  /** Retries after the first run before the job is dead. */
  retryLimit?: number;
  /** The first retry's delay; each further one doubles it. */
  retryDelaySeconds?: number;
  /** How long one run may take before it counts as dead and is retried. */
  expireSeconds?: number;
  /** Workers of this queue per instance (the configured JOB_CONCURRENCY when unset). */
  concurrency?: number;
  /** Cron expression (minutes): the queue also gets one job per match, run by one instance. */
  cron?: string;
}

/** Settings, or how to read them from the handler's instance (its injected configuration) at start-up. */
export type QueueSettingsSource = QueueSettings | ((instance: never) => QueueSettings);

export type HandlerMeta =
  | { kind: 'queue'; queue: string; settings: QueueSettingsSource }
  | { kind: 'event'; event: EventType | ((instance: never) => EventType) };

export const JOB_HANDLER_METADATA = Symbol('phonehub:job-handler');

function mark(meta: HandlerMeta): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(JOB_HANDLER_METADATA, meta, descriptor.value as object);
    return descriptor;
  };
}

/**
 * The method runs every job of `queue` (`(data, context) => Promise<void>`). A throw fails the run:
 * it is retried with a doubling delay, then ends dead. It must be idempotent: a job can run twice.
 */
export function JobHandler(queue: string, settings: QueueSettingsSource = {}): MethodDecorator {
  return mark({ kind: 'queue', queue, settings });
}

/**
 * The method follows a domain event (`(event, context) => Promise<void>`): each publication, in the
 * publishing transaction, enqueues one job per such method, retried on its own. Idempotent, as above.
 * A base class's method may name the event through its instance (`(self) => self.event`), so each
 * subclass is a handler of its own event.
 */
export function OnDomainEvent(event: EventType | ((instance: never) => EventType)): MethodDecorator {
  return mark({ kind: 'event', event });
}
