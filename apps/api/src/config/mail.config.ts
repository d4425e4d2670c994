import { join } from 'node:path';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readDataDir, readOrThrow } from './env-reader';

export function readMailConfig(reader: EnvReader) {
  return {
    /** Set: mail goes out over SMTP. Unset: each message is written to the outbox directory. */
    smtpUrl: reader.url('SMTP_URL', ['smtp:', 'smtps:']),
    from: reader.string('MAIL_FROM', 'PhoneHub <no-reply@phonehub.local>'),
    outboxDir: reader.path('MAIL_OUTBOX_DIR', join(readDataDir(reader), 'outbox')),
  };
}

export const mailConfig = registerAs('mail', () => readOrThrow(process.env, readMailConfig));
export type MailConfig = ConfigType<typeof mailConfig>;
