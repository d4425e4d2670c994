import { Injectable } from '@nestjs/common';
import { EventEmitter2, EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { Logger } from 'nestjs-pino';
import type { MailMessage } from './mail-transport';
import { MailListener } from './mail-listener';
import { MailService } from './mail.service';

interface ParcelEvent {
  to: string;
  skip?: boolean;
  composeFails?: boolean;
}

const PARCEL_EVENT = 'parcel.sent';

@Injectable()
class ParcelMailListener extends MailListener<ParcelEvent> {
  protected readonly failureMessage = 'Could not send the parcel mail';

  @OnEvent(PARCEL_EVENT, { async: true })
  handle(event: ParcelEvent): Promise<void> {
    return this.deliver(event);
  }

  protected compose(event: ParcelEvent): MailMessage | null {
    if (event.composeFails) throw new Error('template broke');
    if (event.skip) return null;
    return { to: event.to, subject: 'Your parcel', text: 'On its way', html: '<p>On its way</p>' };
  }
}

function setUp(send: jest.Mock = jest.fn().mockResolvedValue(undefined)) {
  const mail = { send } as unknown as MailService;
  const error = jest.fn();
  const logger = { error } as unknown as Logger;
  return { listener: new ParcelMailListener(mail, logger), send, error };
}

describe('MailListener', () => {
  it('sends the composed mail', async () => {
    const { listener, send, error } = setUp();
    await listener.handle({ to: 'ana@example.com' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: 'ana@example.com', subject: 'Your parcel' }));
    expect(error).not.toHaveBeenCalled();
  });

  it('sends nothing when compose answers null', async () => {
    const { listener, send, error } = setUp();
    await listener.handle({ to: 'ana@example.com', skip: true });
    expect(send).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed send under the listener name and resolves', async () => {
    const failure = new Error('SMTP down');
    const { listener, error } = setUp(jest.fn().mockRejectedValue(failure));
    await expect(listener.handle({ to: 'ana@example.com' })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith({ err: failure }, 'Could not send the parcel mail', 'ParcelMailListener');
  });

  it('logs a failed compose the same way and sends nothing', async () => {
    const { listener, send, error } = setUp();
    await expect(listener.handle({ to: 'ana@example.com', composeFails: true })).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'template broke' }) },
      'Could not send the parcel mail',
      'ParcelMailListener',
    );
  });

  it('is built by Nest without its own constructor and receives its event', async () => {
    let sent!: (message: MailMessage) => void;
    const delivered = new Promise<MailMessage>((resolve) => (sent = resolve));
    const send = jest.fn(async (message: MailMessage) => sent(message));
    const moduleRef = await Test.createTestingModule({
      imports: [EventEmitterModule.forRoot()],
      providers: [
        ParcelMailListener,
        { provide: MailService, useValue: { send } },
        { provide: Logger, useValue: { error: jest.fn() } },
      ],
    }).compile();
    await moduleRef.init();
    // `async: true` listeners run on a later tick: wait for the mail itself.
    moduleRef.get(EventEmitter2).emit(PARCEL_EVENT, { to: 'bo@example.com' });
    await expect(delivered).resolves.toEqual(expect.objectContaining({ to: 'bo@example.com' }));
    await moduleRef.close();
  });
});
