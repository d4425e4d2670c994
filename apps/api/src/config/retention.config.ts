import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from './env-reader';

/** How long records that only served a moment are kept; an hourly job per module removes the rest. */
export function readRetentionConfig(reader: EnvReader) {
  return {
    /** Trade photos no trade claimed (and their files). */
    unclaimedUploadHours: reader.int('RETENTION_UPLOAD_HOURS', 24, { min: 1, max: 24 * 365 }),
    /** Password reset links once used or expired. */
    resetTokenHours: reader.int('RETENTION_RESET_TOKEN_HOURS', 24, { min: 1, max: 24 * 365 }),
    /**
     * Processed payment webhook events: the provider retries an event for up to 3 days, and one
     * arriving later still changes nothing (fulfilment is keyed by the order's own state).
     */
    webhookEventHours: reader.int('RETENTION_WEBHOOK_EVENT_HOURS', 72, { min: 1, max: 24 * 365 }),
    /** Sign-in sessions once ended or expired (the account's list shows only live ones). */
    sessionDays: reader.int('RETENTION_SESSION_DAYS', 30, { min: 1, max: 365 }),
  };
}

export const retentionConfig = registerAs('retention', () => readOrThrow(process.env, readRetentionConfig));
export type RetentionConfig = ConfigType<typeof retentionConfig>;
