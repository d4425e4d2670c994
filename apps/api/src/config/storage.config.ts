import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from './env-reader';

/** Where uploads go when S3_BUCKET is set: one bucket shared by every instance, a key prefix per module. */
export interface S3Settings {
  bucket: string;
  /** MinIO, R2, s3rver…; unset: AWS itself (the region's endpoint). */
  endpoint: string | undefined;
  region: string;
  /** Custom endpoints are addressed as endpoint/bucket/key: MinIO and s3rver have no per-bucket host names. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, the instance's or pod's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** S3's bucket naming rules (3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function readStorageConfig(reader: EnvReader): { s3: S3Settings | null } {
  const bucket = reader.raw('S3_BUCKET');
  const endpoint = reader.url('S3_ENDPOINT', ['http:', 'https:']);
  const region = reader.string('S3_REGION', 'us-east-1');
  const accessKeyId = reader.raw('S3_ACCESS_KEY_ID');
  const secretAccessKey = reader.raw('S3_SECRET_ACCESS_KEY');
  if (bucket === undefined) {
    // A half-configured store would quietly keep uploads on this host's disk: say so instead.
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) =>
      reader.raw(name),
    );
    if (stray.length > 0)
      reader.problems.push(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not`);
    return { s3: null };
  }
  if (!BUCKET_NAME.test(bucket))
    reader.problems.push(
      `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}")`,
    );
  if (!/^[a-z0-9-]+$/.test(region))
    reader.problems.push(`S3_REGION must be a region name such as us-east-1 (got "${region}")`);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    reader.problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither)');
  return {
    s3: {
      bucket,
      endpoint,
      region,
      forcePathStyle: endpoint !== undefined,
      credentials:
        accessKeyId !== undefined && secretAccessKey !== undefined
          ? { accessKeyId, secretAccessKey }
          : undefined,
    },
  };
}

export const storageConfig = registerAs('storage', () => readOrThrow(process.env, readStorageConfig));
export type StorageConfig = ConfigType<typeof storageConfig>;
