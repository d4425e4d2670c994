import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageKind } from './image-type';

/** Upload ids: 32 random hex digits and the extension of the detected type, nothing from the client. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function newImageId(kind: ImageKind): string {
  return `${randomBytes(16).toString('hex')}.${kind.extension}`;
}

/** Where trade photos live: a local directory here, S3-compatible storage in production. */
export abstract class TradeImageStore {
  abstract save(id: string, bytes: Buffer): Promise<void>;
  /** null when there is no such image. */
  abstract read(id: string): Promise<Buffer | null>;
  abstract exists(id: string): Promise<boolean>;
}

export class LocalDirectoryImageStore extends TradeImageStore {
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

  private assertId(id: string): void {
    if (!IMAGE_ID_PATTERN.test(id)) throw new Error(`Not an image id: ${id}`);
  }
}
