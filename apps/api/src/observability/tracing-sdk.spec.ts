import { ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { samplingDecision } from './tracing-sdk';

const caller = (sampled: boolean) =>
  trace.setSpanContext(ROOT_CONTEXT, {
    traceId: '0af7651916cd43dd8448eb211c80319c',
    spanId: 'b7ad6b7169203331',
    traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote: true,
  });

describe('the sampling decision for a new server or job span', () => {
  afterEach(() => jest.restoreAllMocks());

  it("follows the caller's sampled flag with a parentbased sampler, else draws the ratio", () => {
    const decide = samplingDecision('parentbased_traceidratio', 0.1);
    expect(decide(caller(true))).toBe(true);
    expect(decide(caller(false))).toBe(false);
    jest.spyOn(Math, 'random').mockReturnValueOnce(0.05).mockReturnValueOnce(0.5);
    expect(decide(ROOT_CONTEXT)).toBe(true);
    expect(decide(ROOT_CONTEXT)).toBe(false);
  });

  it('ignores the caller with the plain samplers', () => {
    expect(samplingDecision('always_on', 0)(caller(false))).toBe(true);
    expect(samplingDecision('always_off', 1)(caller(true))).toBe(false);
    expect(samplingDecision('parentbased_always_off', 1)(caller(true))).toBe(true);
    expect(samplingDecision('parentbased_always_off', 1)(ROOT_CONTEXT)).toBe(false);
  });
});
