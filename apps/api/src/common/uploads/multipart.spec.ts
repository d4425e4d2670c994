import { UploadErrors } from './upload.errors';
import { readUploadedFile, type UploadedFileStream } from './multipart';

/**
 * A file part as busboy gives it: the chunks it let through, then the end. When the last chunk
 * let through ends exactly at the limit, busboy pushes nothing more: it only sets `truncated`.
 */
function filePart(chunks: Buffer[], truncated: boolean): UploadedFileStream {
  const part: UploadedFileStream = {
    truncated: false,
    async *[Symbol.asyncIterator]() {
      for (const chunk of chunks) yield chunk;
      part.truncated = truncated;
    },
  };
  return part;
}

describe('readUploadedFile', () => {
  it('refuses a file cut exactly at the limit, though every byte it got fits', async () => {
    const part = filePart([Buffer.alloc(6), Buffer.alloc(4)], true);
    await expect(readUploadedFile(part, 10)).rejects.toMatchObject({ key: UploadErrors.imageTooLarge.key });
  });

  it('refuses a file longer than the limit even when nothing marked it truncated', async () => {
    await expect(
      readUploadedFile(filePart([Buffer.alloc(8), Buffer.alloc(3)], false), 10),
    ).rejects.toMatchObject({ key: UploadErrors.imageTooLarge.key });
  });

  it('answers a file of up to the limit whole', async () => {
    const bytes = await readUploadedFile(filePart([Buffer.from('abcdef'), Buffer.from('ghij')], false), 10);
    expect(bytes.toString()).toBe('abcdefghij');
  });

  it('stops reading at the first chunk past the limit, leaving the rest to the capped drain', async () => {
    let pulled = 0;
    const endless: UploadedFileStream = {
      async *[Symbol.asyncIterator]() {
        for (;;) {
          pulled += 1;
          yield Buffer.alloc(4);
        }
      },
    };
    await expect(readUploadedFile(endless, 10)).rejects.toMatchObject({
      key: UploadErrors.imageTooLarge.key,
    });
    expect(pulled).toBe(3);
  });
});
