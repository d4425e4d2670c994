import { FastifyAdapter } from '@nestjs/platform-fastify';
import { readAppConfig } from './app.config';
import { EnvReader, describeProblems } from './env-reader';

function read(env: Record<string, string>) {
  const reader = new EnvReader(env);
  return { config: readAppConfig(reader), problems: describeProblems(reader) };
}

/** The address the API would use for its per-IP limits, through the Fastify copy the API runs on. */
async function clientIp(
  trustProxyEnv: Record<string, string>,
  forwardedFor: string,
  remoteAddress = '127.0.0.1',
) {
  const { config, problems } = read(trustProxyEnv);
  expect(problems).toBeNull();
  const adapter = new FastifyAdapter({ trustProxy: config.trustProxy });
  const fastify = adapter.getInstance();
  fastify.get('/ip', async (request) => ({ ip: request.ip }));
  try {
    const res = await fastify.inject({
      url: '/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return res.json<{ ip: string }>().ip;
  } finally {
    await fastify.close();
  }
}

describe('TRUST_PROXY', () => {
  it('trusts nobody by default: the socket peer is the client whatever the header says', async () => {
    expect(read({}).config.trustProxy).toBe(false);
    expect(await clientIp({}, '6.6.6.6')).toBe('127.0.0.1');
  });

  it('takes a hop count: with one proxy in front, the address that proxy appended is the client', async () => {
    expect(await clientIp({ TRUST_PROXY: '1' }, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp({ TRUST_PROXY: '2' }, '6.6.6.6, 198.51.100.9, 203.0.113.7')).toBe('198.51.100.9');
  });

  it('takes the proxies by address: only they may name the client', async () => {
    expect(await clientIp({ TRUST_PROXY: 'loopback' }, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }, '6.6.6.6')).toBe('127.0.0.1');
    expect(await clientIp({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }, '203.0.113.7', '10.1.2.3')).toBe(
      '203.0.113.7',
    );
  });

  it("refuses 'true' (the left-most address is the client's own claim) and malformed lists", () => {
    expect(read({ TRUST_PROXY: 'true' }).problems).toContain(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For",
    );
    expect(read({ TRUST_PROXY: 'loopback, 10.0.0.0/40, proxy.internal' }).problems).toContain(
      "TRUST_PROXY must be a hop count (1) or the proxies' addresses/subnets (loopback, 10.0.0.0/8) (bad: 10.0.0.0/40, proxy.internal)",
    );
    expect(read({ TRUST_PROXY: 'false' }).config.trustProxy).toBe(false);
  });
});
