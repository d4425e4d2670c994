import { readTrustProxy } from './trust-proxy';

describe('readTrustProxy', () => {
  it('trusts nobody when unset or off', () => {
    for (const value of [undefined, '', ' false ', '0', 'none'])
      expect(readTrustProxy('X', value)).toEqual({ trust: false });
  });

  it('reads a hop count as a test of each hop from the right', () => {
    const reading = readTrustProxy('X', '2');
    if (!('trust' in reading) || typeof reading.trust !== 'function') throw new Error('expected a hop test');
    expect(
      [0, 1, 2].map((hop) => (reading.trust as (a: string, h: number) => boolean)('10.0.0.1', hop)),
    ).toEqual([true, true, false]);
  });

  it('keeps a list of proxies in proxy-addr syntax', () => {
    expect(readTrustProxy('X', 'loopback, 10.0.0.0/8, ::1, 192.168.0.0/255.255.0.0')).toEqual({
      trust: 'loopback,10.0.0.0/8,::1,192.168.0.0/255.255.0.0',
    });
  });

  it("refuses 'true' and names what is wrong in a list", () => {
    expect(readTrustProxy('TRUST_PROXY', 'true')).toEqual({
      problem: expect.stringMatching(/^TRUST_PROXY=true/),
    });
    expect(readTrustProxy('TRUST_PROXY', 'loopback, 10.0.0.0/40, proxy.local')).toEqual({
      problem: expect.stringContaining('(bad: 10.0.0.0/40, proxy.local)'),
    });
  });
});
