import { isIP } from 'node:net';

/** Fastify's trustProxy: nobody, a test of each hop, or proxy-addr's list of addresses and subnets. */
export type TrustProxy = false | string | ((address: string, hop: number) => boolean);

export type TrustProxyReading = { trust: TrustProxy } | { problem: string };

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * Which hops may name the client in X-Forwarded-For, read from a setting called `name`. Unset,
 * 'false', '0' or 'none': nobody, the client is the socket's peer. A whole number: that many proxies
 * in front, each one's appended address believed from the right (only safe when they cannot be
 * bypassed). Otherwise the proxies' addresses or subnets in proxy-addr's syntax ('loopback',
 * '10.0.0.0/8'). 'true' is refused: the left-most value is whatever the client wrote, so every
 * per-IP limit could be escaped. A hop count is a function because Fastify 5.12 ignores numbers.
 */
export function readTrustProxy(name: string, value: string | undefined): TrustProxyReading {
  const v = value?.trim() ?? '';
  if (v === '' || /^(false|0|none)$/i.test(v)) return { trust: false };
  if (/^true$/i.test(v)) {
    return {
      problem: `${name}=true would believe any client's X-Forwarded-For: give the number of proxies in front (1) or their addresses (loopback, 10.0.0.0/8)`,
    };
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return { trust: (_address: string, hop: number) => hop < hops };
  }
  const entries = v.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    return {
      problem: `${name} must be a hop count (1) or the proxies' addresses/subnets (loopback, 10.0.0.0/8) (bad: ${bad.join(', ')})`,
    };
  }
  return { trust: entries.join(',') };
}
