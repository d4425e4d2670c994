import { randomBytes } from 'node:crypto';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from '../config/env-reader';

/** A secret nobody else knows: a sandbox started elsewhere cannot match it, so nothing outside can sign for us. */
const unshareable = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

export function readShippingConfig(reader: EnvReader) {
  const apiKey = reader.raw('EASYPOST_API_KEY');
  const webhookSecret = reader.raw('EASYPOST_WEBHOOK_SECRET');
  if (reader.isProduction) {
    if (!apiKey) reader.missing.push('EASYPOST_API_KEY');
    if (!webhookSecret) reader.missing.push('EASYPOST_WEBHOOK_SECRET');
  } else if (Boolean(apiKey) !== Boolean(webhookSecret)) {
    reader.problems.push(
      'EASYPOST_API_KEY and EASYPOST_WEBHOOK_SECRET must be set together (or neither, for the carrier sandbox)',
    );
  }
  const useEasyPost = Boolean(apiKey && webhookSecret);
  // The sandbox's secrets are made per run by whoever starts it (npm start, the tests) and passed here.
  const sandboxKey = reader.raw('CARRIER_SANDBOX_API_KEY');
  const sandboxSecret = reader.raw('CARRIER_SANDBOX_WEBHOOK_SECRET');
  if (!useEasyPost && Boolean(sandboxKey) !== Boolean(sandboxSecret))
    reader.problems.push('CARRIER_SANDBOX_API_KEY and CARRIER_SANDBOX_WEBHOOK_SECRET must be set together');
  return {
    /** 'easypost' with real keys; otherwise the same SDK talks to the local carrier sandbox. */
    provider: useEasyPost ? ('easypost' as const) : ('sandbox' as const),
    sandboxUrl: reader.url('CARRIER_SANDBOX_URL', ['http:', 'https:'], 'http://127.0.0.1:4243'),
    apiKey: useEasyPost ? (apiKey as string) : (sandboxKey ?? unshareable('EZTK')),
    webhookSecret: useEasyPost ? (webhookSecret as string) : (sandboxSecret ?? unshareable('whsec_')),
  };
}

export const shippingConfig = registerAs('shipping', () => readOrThrow(process.env, readShippingConfig));
export type ShippingConfig = ConfigType<typeof shippingConfig>;
