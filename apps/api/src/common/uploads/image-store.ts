import { randomBytes } from 'node:crypto';
import { StreamableFile } from '@nestjs/common';
import { mkdir, opendir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TRADE_IMAGE_MAX_BYTES } from '@phonehub/domain';
import { CONTENT_TYPES, detectImageKind, type ImageKind } from './image-type';
import { UploadErrors } from './upload.errors';

/** Upload ids: 32 random hex digits and the extension of the detected type, nothing from the client. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function newImageId(kind: ImageKind): string {
  return `${randomBytes(16).toString('hex')}.${kind.extension}`;
}

/**
 * An upload's new id, once its bytes are a JPEG, PNG or WebP of at most 5 MB: the type comes from
 * the bytes only, never from the file's name or declared type.
 */
export function checkedImageId(bytes: Buffer): string {
  if (bytes.length > TRADE_IMAGE_MAX_BYTES) throw UploadErrors.imageTooLarge();
  const kind = detectImageKind(bytes);
  if (!kind) throw UploadErrors.unsupportedImage();
  return newImageId(kind);
}

/** How an uploaded image is served: its URL never changes, and opened alone it may run nothing. */
export const UPLOADED_IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  // The admin and seller remotes live on other origins and must be able to show it.
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * Where uploaded images live (trade photos, sellers' product images, support attachments; each module
 * its own place): a local directory by default, S3-compatible storage when S3_BUCKET is set (see
 * image-store.provider.ts).
 */
export abstract class ImageStore {
  /** Refuses to replace an image already stored under `id`. */
  abstract save(id: string, bytes: Buffer): Promise<void>;
  /** null when there is no such image. */
  abstract read(id: string): Promise<Buffer | null>;
  abstract exists(id: string): Promise<boolean>;
  /** Removes the image; one that is not there is fine (a retried clean-up). */
  abstract delete(id: string): Promise<void>;
  /**
   * The ids of the images stored before `before`, a page at a time (retention looks for files no
   * record names). Anything in the place that is not an image id is left out.
   */
  abstract listOlderThan(before: Date): AsyncIterable<string>;
}

export class LocalDirectoryImageStore extends ImageStore {
  constructor(private readonly dir: string) {
    super();
  }

  async save(id: string, bytes: Buffer): Promise<void> {
    this.assertId(id);
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, id), bytes, { flag: 'wx', mode: 0o640 });
  }

  async read(id: string): Promise<Buffer | null> {
    if (!IMAGE_ID_PATTERN.test(id)) return null;
    return readFile(join(this.dir, id)).catch(() => null);
  }

  async exists(id: string): Promise<boolean> {
    if (!IMAGE_ID_PATTERN.test(id)) return false;
    return stat(join(this.dir, id)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async delete(id: string): Promise<void> {
    this.assertId(id);
    await rm(join(this.dir, id), { force: true });
  }

  /** By the files' modification time: a saved image is written once and never changed. */
  async *listOlderThan(before: Date): AsyncIterable<string> {
    const dir = await opendir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null; // nothing was ever uploaded here
      throw error;
    });
    if (!dir) return;
    for await (const entry of dir) {
      if (!entry.isFile() || !IMAGE_ID_PATTERN.test(entry.name)) continue;
      // A file removed meanwhile (another instance's clean-up) is simply not listed.
      const modified = await stat(join(this.dir, entry.name)).then(
        (s) => s.mtime,
        () => null,
      );
      if (modified && modified < before) yield entry.name;
    }
  }

  private assertId(id: string): void {
    if (!IMAGE_ID_PATTERN.test(id)) throw new Error(`Not an image id: ${id}`);
  }
}

/** A stored image and its type (from its id's extension), or null for an unknown or malformed id. */
export async function readStoredImage(
  store: ImageStore,
  id: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = IMAGE_ID_PATTERN.exec(id);
  const bytes = match ? await store.read(id) : null;
  if (!match || !bytes) return null;
  return { bytes, contentType: CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES] };
}

/** The part of Fastify's reply an image route sets (Nest runs its own copy of fastify: no type import). */
export interface ImageReply {
  headers(values: Record<string, string>): unknown;
}

/** Serves a stored image; call it only once the image was found, so a 404 is never cached for a year. */
export function imageResponse(
  reply: ImageReply,
  image: { bytes: Buffer; contentType: string },
): StreamableFile {
  reply.headers(UPLOADED_IMAGE_HEADERS);
  return new StreamableFile(image.bytes, { type: image.contentType, length: image.bytes.length });
}
