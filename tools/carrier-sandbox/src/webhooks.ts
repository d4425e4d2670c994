import { createHmac } from 'node:crypto';
import { isoSeconds, randomId } from './errors';

export interface CarrierWebhookDelivery {
  eventId: string;
  /** The event's description: tracker.created (a label bought, a tracker created) or tracker.updated. */
  description: string;
  trackingCode: string;
  /** The tracker's status in this event. */
  status: string;
  /** The exact body sent and its X-Hmac-Signature of the last attempt (tests replay them). */
  payload: string;
  signature: string;
  attempts: number;
  /** Status of the last attempt (0: the request failed). */
  lastStatus: number;
  delivered: boolean;
}

/**
 * EasyPost's JSON writes weights as floats ("weight": 16.0), and the SDK's validateWebhook rewrites
 * an integral weight that way before checking the HMAC (JavaScript would print 16). The sandbox
 * sends what EasyPost sends, so the raw body and the SDK's corrected body are the same bytes.
 */
export const easyPostJson = (value: unknown) =>
  JSON.stringify(value).replace(/("weight":\s*)(\d+)(\s*)(?=,|\})/g, '$1$2.0');

/** EasyPost's scheme: `hmac-sha256-hex=` HMAC-SHA256 of the raw body, keyed with the NFKD-normalised secret. */
export function signCarrierWebhook(payload: string, secret: string): string {
  const digest = createHmac('sha256', Buffer.from(secret.normalize('NFKD'), 'utf8'))
    .update(payload, 'utf8')
    .digest('hex');
  return `hmac-sha256-hex=${digest}`;
}

export interface WebhookSenderOptions {
  url: string | null;
  secret: string;
  attempts: number;
  retryDelayMs: number;
  log: (message: string) => void;
}

/** Sends Events in the background with retries (the delay doubles), keeping a record of each. */
export class WebhookSender {
  readonly deliveries: CarrierWebhookDelivery[] = [];
  url: string | null;
  private readonly pending = new Set<Promise<void>>();
  /** Sleeping retries, each with the resolver that wakes it early on close. */
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private closed = false;
  /** Cuts requests still in flight when the sandbox closes. */
  private readonly abort = new AbortController();

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
  }

  /** Sends `tracker` (a snapshot, as it is now) as an Event; nothing when no URL is set. */
  send(
    description: 'tracker.created' | 'tracker.updated',
    tracker: { tracking_code: string; status: string },
    previous: Record<string, unknown> = {},
  ): void {
    const target = this.url;
    if (!target || this.closed) return;
    const now = isoSeconds(Date.now());
    const event = {
      id: randomId('evt_'),
      object: 'Event',
      mode: 'test',
      description,
      previous_attributes: previous,
      result: tracker,
      status: 'completed',
      pending_urls: [],
      completed_urls: [target],
      user_id: null,
      created_at: now,
      updated_at: now,
    };
    const payload = easyPostJson(event);
    const record: CarrierWebhookDelivery = {
      eventId: event.id,
      description,
      trackingCode: tracker.tracking_code,
      status: tracker.status,
      payload,
      signature: signCarrierWebhook(payload, this.options.secret),
      attempts: 0,
      lastStatus: 0,
      delivered: false,
    };
    this.deliveries.push(record);
    const task = this.deliver(record, target).finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.closed = true;
    this.abort.abort();
    for (const [timer, wake] of this.timers) {
      clearTimeout(timer);
      wake();
    }
    this.timers.clear();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.set(timer, resolve);
    });
  }

  private async deliver(record: CarrierWebhookDelivery, target: string): Promise<void> {
    const { attempts, retryDelayMs, log } = this.options;
    for (let attempt = 1; attempt <= attempts && !this.closed; attempt++) {
      record.attempts = attempt;
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'EasyPost WebHook Agent 1.0',
            'x-hmac-signature': record.signature,
          },
          body: record.payload,
          signal: AbortSignal.any([AbortSignal.timeout(10_000), this.abort.signal]),
        });
        record.lastStatus = response.status;
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          record.delivered = true;
          log(`webhook ${record.description} ${record.eventId} delivered (${response.status})`);
          return;
        }
      } catch {
        record.lastStatus = 0;
      }
      log(
        `webhook ${record.description} ${record.eventId} attempt ${attempt} failed (${record.lastStatus || 'no answer'})`,
      );
      if (attempt < attempts && !this.closed) await this.sleep(retryDelayMs * 2 ** (attempt - 1));
    }
  }
}
