import { decodeJobData, encodeJobData, reviveEvent } from './job-data';

class Refunded {
  static readonly eventName = 'x.refunded';
  constructor(
    readonly amountCents: number,
    readonly creditCents: number,
    readonly at: Date,
  ) {}
  get cardCents(): number {
    return this.amountCents - this.creditCents;
  }
}

describe('job data', () => {
  it('brings dates back as dates, nested and in arrays, and leaves look-alike strings alone', () => {
    const at = new Date('2026-11-28T10:00:00.123Z');
    const stored = JSON.parse(
      JSON.stringify(encodeJobData({ at, nested: { list: [at] }, text: '2026-11-28T10:00:00.123Z' })),
    );
    const back = decodeJobData<{ at: Date; nested: { list: Date[] }; text: string }>(stored);
    expect(back.at).toBeInstanceOf(Date);
    expect(back.at.getTime()).toBe(at.getTime());
    expect(back.nested.list[0]).toBeInstanceOf(Date);
    expect(back.text).toBe('2026-11-28T10:00:00.123Z');
  });

  it('revives an event as an instance of its class, getters included', () => {
    const event = new Refunded(5_000, 1_200, new Date('2026-01-02T03:04:05Z'));
    const back = reviveEvent(Refunded, decodeJobData(JSON.parse(JSON.stringify(encodeJobData(event)))));
    expect(back).toBeInstanceOf(Refunded);
    expect(back.cardCents).toBe(3_800);
    expect(back.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });
});
