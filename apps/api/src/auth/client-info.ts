import { isIPv4, isIPv6 } from 'node:net';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** What a sign-in records about the client: its address (as the proxy settings resolve it) and user agent. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** The request's client (the address as `@Ip()` gives it, behind TRUST_PROXY) for a new session. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext): ClientInfo => {
  const request = context
    .switchToHttp()
    .getRequest<{ ip?: string; headers: Record<string, string | string[] | undefined> }>();
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? '', userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? '' };
});

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const DEVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b.*\bMobile\b/, 'Android phone'],
  [/\bAndroid\b/, 'Android tablet'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: typeof BROWSERS, text: string) => rules.find(([pattern]) => pattern.test(text))?.[1];

/** A readable "Browser on device" for a user agent, e.g. "Safari on iPhone"; "Unknown device" when neither is known. */
export function deviceLabel(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const device = first(DEVICES, userAgent);
  if (browser && device) return `${browser} on ${device}`;
  return browser ?? device ?? 'Unknown device';
}

/** The eight hextets of an IPv6 address (a trailing dotted quad becomes the last two). */
function hextets(address: string): string[] {
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = quad
    ? address.slice(0, quad.index) +
      [((+quad[1] << 8) | +quad[2]).toString(16), ((+quad[3] << 8) | +quad[4]).toString(16)].join(':')
    : address;
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * The network a client address sits in, kept instead of the address itself: the /24 of an IPv4
 * address (an IPv4-mapped IPv6 one counts as IPv4), the /48 of an IPv6 one; '' for anything else.
 */
export function ipArea(ip: string): string {
  let address = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1];
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return '';
  const prefix = hextets(address)
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/48`;
}
