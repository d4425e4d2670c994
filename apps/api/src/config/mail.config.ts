import { join } from 'node:path';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readDataDir, readOrThrow } from './env-reader';

export function readMailConfig(reader: EnvReader) {
  /** Set: mail goes out over SMTP. Unset: each message is written to the outbox directory (never in production). */
  const smtpUrl = reader.url('SMTP_URL', ['smtp:', 'smtps:']);
  if (reader.isProduction && !reader.raw('SMTP_URL')) reader.missing.push('SMTP_URL');
  return {
    smtpUrl,
    from: reader.string('MAIL_FROM', 'PhoneHub <no-reply@phonehub.local>'),
    outboxDir: reader.path('MAIL_OUTBOX_DIR', join(readDataDir(reader), 'outbox')),
    /**
     * A mail that fails is tried again after this delay, doubling each time, MAIL_RETRY_LIMIT times:
     * with the defaults (60 s, 11) the last try comes 34 hours or more after the first.
     */
    retryDelaySeconds: reader.int('MAIL_RETRY_DELAY_SECONDS', 60, { min: 1, max: 3_600 }),
    retryLimit: reader.int('MAIL_RETRY_LIMIT', 11, { min: 0, max: 30 }),
  };
}

export const mailConfig = registerAs('mail', () => readOrThrow(process.env, readMailConfig));
export type MailConfig = ConfigType<typeof mailConfig>;
