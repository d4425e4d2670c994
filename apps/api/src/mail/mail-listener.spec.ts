import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { JOB_HANDLER_METADATA, type HandlerMeta, type JobContext } from '../jobs/job-handler.decorator';
import type { MailMessage } from './mail-transport';
import { MailListener, mailListener } from './mail-listener';
import { MailService } from './mail.service';

class ParcelSentEvent {
  static readonly eventName = 'parcel.sent';
  constructor(
    readonly parcelId: string,
    readonly to: string,
    readonly skip = false,
    readonly composeFails = false,
  ) {}
}

@Injectable()
class ParcelMailListener extends MailListener<ParcelSentEvent> {
  protected readonly template = 'parcel-sent';
  readonly event = ParcelSentEvent;

  protected compose(event: ParcelSentEvent): MailMessage | null {
    if (event.composeFails) throw new Error('template broke');
    if (event.skip) return null;
    return parcelMail(event);
  }

  protected override related(event: ParcelSentEvent) {
    return { type: 'parcel', id: event.parcelId };
  }
}

const context: JobContext = { jobId: 'job-1', queue: 'domain-events', retryCount: 0, lastAttempt: false };

const parcelMail = (event: ParcelSentEvent): MailMessage => ({
  to: event.to,
  subject: 'Your parcel',
  text: 'On its way',
  html: '<p>On its way</p>',
});

/** The same listener, declared. */
@Injectable()
class DeclaredParcelMailListener extends mailListener({
  event: ParcelSentEvent,
  template: 'parcel-sent',
  compose: parcelMail,
  related: (event) => ({ type: 'parcel', id: event.parcelId }),
}) {}

/** The listener as Nest builds it, the mail service injected into the base class. */
async function setUp(
  enqueue: jest.Mock = jest.fn().mockResolvedValue(undefined),
  type: new () => MailListener<ParcelSentEvent> = ParcelMailListener,
) {
  const module = await Test.createTestingModule({
    providers: [type, { provide: MailService, useValue: { enqueue } }],
  }).compile();
  return { listener: module.get(type), enqueue };
}

describe('MailListener', () => {
  it("makes each subclass's handle the handler of the event it names", async () => {
    const { listener } = await setUp();
    const meta = Reflect.getMetadata(JOB_HANDLER_METADATA, listener.handle) as HandlerMeta;
    expect(meta.kind).toBe('event');
    if (meta.kind !== 'event' || 'eventName' in meta.event)
      throw new Error('the event is read from the instance');
    expect(meta.event(listener as never)).toBe(ParcelSentEvent);
  });

  it('queues the composed mail with its template, what it is about and a key of the event job', async () => {
    const { listener, enqueue } = await setUp();
    await listener.handle(new ParcelSentEvent('p-1', 'ana@example.com'), context);
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledWith({
      to: 'ana@example.com',
      subject: 'Your parcel',
      text: 'On its way',
      html: '<p>On its way</p>',
      template: 'parcel-sent',
      key: 'parcel-sent:job-1',
      related: { type: 'parcel', id: 'p-1' },
    });
  });

  it('gives the same key on a retry of the same job, so the retry adds no second mail', async () => {
    const { listener, enqueue } = await setUp();
    await listener.handle(new ParcelSentEvent('p-1', 'ana@example.com'), context);
    await listener.handle(new ParcelSentEvent('p-1', 'ana@example.com'), { ...context, retryCount: 1 });
    expect(enqueue.mock.calls[0][0].key).toBe(enqueue.mock.calls[1][0].key);
  });

  it('queues nothing when compose answers null', async () => {
    const { listener, enqueue } = await setUp();
    await listener.handle(new ParcelSentEvent('p-1', 'ana@example.com', true), context);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('throws a failed compose or queueing, so the event job is retried', async () => {
    const { listener, enqueue } = await setUp(jest.fn().mockRejectedValue(new Error('database gone')));
    await expect(
      listener.handle(new ParcelSentEvent('p-1', 'ana@example.com', false, true), context),
    ).rejects.toThrow('template broke');
    expect(enqueue).not.toHaveBeenCalled();
    await expect(listener.handle(new ParcelSentEvent('p-1', 'ana@example.com'), context)).rejects.toThrow(
      'database gone',
    );
  });

  it('declares a listener of a mail composed from its event alone', async () => {
    const { listener, enqueue } = await setUp(undefined, DeclaredParcelMailListener);
    expect(listener.event).toBe(ParcelSentEvent);
    await listener.handle(new ParcelSentEvent('p-1', 'ana@example.com'), context);
    expect(enqueue).toHaveBeenCalledWith(
      expect.objectContaining({
        template: 'parcel-sent',
        key: 'parcel-sent:job-1',
        related: { type: 'parcel', id: 'p-1' },
      }),
    );
  });
});
