import { describeProblems, EnvReader } from './env-reader';
import { readStorageConfig } from './storage.config';

function read(env: Record<string, string>) {
  const reader = new EnvReader(env);
  return { config: readStorageConfig(reader), problems: describeProblems(reader) };
}

describe('storage settings', () => {
  it('keeps uploads on local disk when S3_BUCKET is unset', () => {
    expect(read({})).toEqual({ config: { s3: null }, problems: null });
  });

  it("uses AWS's own endpoint, us-east-1 and the SDK's credential chain by default", () => {
    expect(read({ S3_BUCKET: 'phonehub-uploads' })).toEqual({
      config: {
        s3: {
          bucket: 'phonehub-uploads',
          endpoint: undefined,
          region: 'us-east-1',
          forcePathStyle: false,
          credentials: undefined,
        },
      },
      problems: null,
    });
  });

  it('addresses a custom endpoint (MinIO, R2, s3rver) path-style, with the given keys', () => {
    const { config, problems } = read({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'phonehub',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    });
    expect(problems).toBeNull();
    expect(config.s3).toEqual({
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      credentials: { accessKeyId: 'phonehub', secretAccessKey: 'secret-key' },
    });
  });

  it('names every problem at once', () => {
    const { problems } = read({
      S3_BUCKET: 'Not_A_Bucket',
      S3_ENDPOINT: 'minio:9000',
      S3_REGION: 'EU West',
      S3_ACCESS_KEY_ID: 'phonehub',
    });
    expect(problems).toContain('S3_ENDPOINT must be a http:// or https:// URL');
    expect(problems).toContain('S3_BUCKET must be a bucket name');
    expect(problems).toContain('S3_REGION must be a region name such as us-east-1 (got "EU West")');
    expect(problems).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  });

  it('refuses S3 settings without a bucket rather than quietly keeping uploads on this disk', () => {
    expect(read({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'a' }).problems).toContain(
      'S3_ENDPOINT, S3_ACCESS_KEY_ID are set but S3_BUCKET is not',
    );
  });
});
