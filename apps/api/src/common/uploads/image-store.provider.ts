import type { FactoryProvider } from '@nestjs/common';
import type { ConfigFactoryKeyHost } from '@nestjs/config';
import { storageConfig } from '../../config/storage.config';
import { ImageStore, LocalDirectoryImageStore } from './image-store';
import { createS3Client, S3ImageStore } from './s3-image-store';

/** Each module's own place for its images: the key prefix in the bucket (`trade/` …), or its local directory. */
export type UploadArea = 'trade' | 'products' | 'support';

/**
 * A module's image store: objects under `<area>/` in S3_BUCKET when it is set (every instance sees
 * every upload), else the module's local directory (npm start, one host).
 *
 * The storage settings are read here rather than injected: a provider cannot import ConfigModule's
 * feature for its module, and each module keeps only this one line about where its images live.
 */
export function imageStoreFor<C>(
  provide: abstract new () => ImageStore,
  area: UploadArea,
  moduleConfig: ConfigFactoryKeyHost<C>,
  localDir: (config: C) => string,
): FactoryProvider<ImageStore> {
  return {
    provide,
    inject: [moduleConfig.KEY],
    useFactory: (config: C) => {
      const { s3 } = storageConfig();
      return s3
        ? new S3ImageStore(createS3Client(s3), s3.bucket, `${area}/`)
        : new LocalDirectoryImageStore(localDir(config));
    },
  };
}
