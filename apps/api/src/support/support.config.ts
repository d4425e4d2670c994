import { join } from 'node:path';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readDataDir, readOrThrow } from '../config/env-reader';

export function readSupportConfig(reader: EnvReader) {
  return {
    /** Where images attached to support messages are kept by the local image store. */
    uploadDir: reader.path('SUPPORT_UPLOAD_DIR', join(readDataDir(reader), 'uploads', 'support')),
  };
}

export const supportConfig = registerAs('support', () => readOrThrow(process.env, readSupportConfig));
export type SupportConfig = ConfigType<typeof supportConfig>;
