import { join } from 'node:path';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readDataDir, readOrThrow } from '../../config/env-reader';

export function readProductImagesConfig(reader: EnvReader) {
  return {
    /** Where sellers' uploaded product images are kept by the local image store. */
    uploadDir: reader.path('PRODUCT_UPLOAD_DIR', join(readDataDir(reader), 'uploads', 'products')),
  };
}

export const productImagesConfig = registerAs('productImages', () =>
  readOrThrow(process.env, readProductImagesConfig),
);
export type ProductImagesConfig = ConfigType<typeof productImagesConfig>;
