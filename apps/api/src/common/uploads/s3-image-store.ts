import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { S3Settings } from '../../config/storage.config';
import { CONTENT_TYPES } from './image-type';
import { IMAGE_ID_PATTERN, ImageStore } from './image-store';

/** A client for the configured bucket's server. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default CRC checksums on every request are AWS's own; several S3-compatible servers
    // refuse them. Elsewhere the checksum is sent only where the API requires one.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

/** The SDK's error for an answer it could not turn into a result: its name and HTTP status. */
function errorStatus(error: unknown): { name?: string; status?: number } {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return { name: e?.name, status: e?.$metadata?.httpStatusCode };
}

const isMissing = (error: unknown) => {
  const { name, status } = errorStatus(error);
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
};

/**
 * Images as objects of one bucket, under a key prefix of the module's own (`trade/`, `products/`,
 * `support/`), so every instance serves what any of them stored.
 */
export class S3ImageStore extends ImageStore implements OnApplicationShutdown {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** Ends with '/'. */
    private readonly prefix: string,
    /** Keys per listing request (S3 answers at most 1,000). */
    private readonly pageSize = 1000,
  ) {
    super();
  }

  /**
   * Never replaces an object: the HeadObject check refuses on any server (s3rver ignores conditional
   * writes), and `If-None-Match: *` makes the write itself conditional where the server supports it
   * (AWS, MinIO, R2), so two writers racing for one key cannot both win there.
   */
  async save(id: string, bytes: Buffer): Promise<void> {
    this.assertId(id);
    if (await this.exists(id)) throw this.alreadyStored(id);
    const extension = IMAGE_ID_PATTERN.exec(id)?.[1] as keyof typeof CONTENT_TYPES;
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(id),
          Body: bytes,
          ContentType: CONTENT_TYPES[extension],
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      const { status } = errorStatus(error);
      // 412: the key exists; 409: another conditional write to it is in flight.
      if (status === 412 || status === 409) throw this.alreadyStored(id);
      throw error;
    }
  }

  async read(id: string): Promise<Buffer | null> {
    if (!IMAGE_ID_PATTERN.test(id)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(id) }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(id: string): Promise<boolean> {
    if (!IMAGE_ID_PATTERN.test(id)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(id) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** S3's delete answers 204 whether or not the object was there. */
  async delete(id: string): Promise<void> {
    this.assertId(id);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(id) }));
  }

  /** By each object's LastModified (its upload: images are never rewritten), one listing page at a time. */
  async *listOlderThan(before: Date): AsyncIterable<string> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          MaxKeys: this.pageSize,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const id = object.Key?.slice(this.prefix.length) ?? '';
        if (IMAGE_ID_PATTERN.test(id) && object.LastModified && object.LastModified < before) yield id;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }

  private key(id: string): string {
    return `${this.prefix}${id}`;
  }

  private alreadyStored(id: string): Error {
    return new Error(`An image is already stored as ${this.bucket}/${this.key(id)}`);
  }

  private assertId(id: string): void {
    if (!IMAGE_ID_PATTERN.test(id)) throw new Error(`Not an image id: ${id}`);
  }
}
