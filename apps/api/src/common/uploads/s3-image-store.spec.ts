import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { readStorageConfig } from '../../config/storage.config';
import { EnvReader } from '../../config/env-reader';
import { createS3Client, S3ImageStore } from './s3-image-store';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3]);
const newId = () => `${randomBytes(16).toString('hex')}.jpg`;
const collect = async (ids: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const id of ids) all.push(id);
  return all.sort();
};

// Against a real S3-compatible server (s3rver), with the client the app builds from S3_* settings.
describe('S3ImageStore', () => {
  let server: S3TestServer;
  let client: S3Client;
  // A prefix of its own per test, so listings see only what the test stored.
  let prefix: string;
  const store = (pageSize?: number) => new S3ImageStore(client, server.bucket, prefix, pageSize);

  beforeAll(async () => {
    server = await startS3TestServer('store-spec');
    const { s3 } = readStorageConfig(new EnvReader(server.env));
    client = createS3Client(s3 as NonNullable<typeof s3>);
  });
  afterAll(async () => {
    client?.destroy();
    await server?.stop();
  });
  beforeEach(() => {
    prefix = `${randomBytes(4).toString('hex')}/`;
  });

  it('keeps an image as an object under its prefix and answers it whole', async () => {
    const id = newId();
    await store().save(id, JPEG);
    expect(await store().read(id)).toEqual(JPEG);
    expect(await store().exists(id)).toBe(true);
    const head = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: `${prefix}${id}` }));
    expect(head.ContentType).toBe('image/jpeg');
    expect(head.ContentLength).toBe(JPEG.length);
  });

  it('answers null and false for an image that is not there, or under another prefix', async () => {
    const id = newId();
    await new S3ImageStore(client, server.bucket, 'elsewhere/').save(id, JPEG);
    expect(await store().read(id)).toBeNull();
    expect(await store().exists(id)).toBe(false);
    expect(await store().read(newId())).toBeNull();
  });

  it('never asks the server about a malformed id, and refuses to write or delete one', async () => {
    const send = jest.spyOn(client, 'send');
    try {
      expect(await store().read('../secret.jpg')).toBeNull();
      expect(await store().exists('x.svg')).toBe(false);
      await expect(store().save('../x.jpg', JPEG)).rejects.toThrow('Not an image id');
      await expect(store().delete('a/b.jpg')).rejects.toThrow('Not an image id');
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
  });

  it('refuses to replace a stored image and keeps the first one', async () => {
    const id = newId();
    await store().save(id, JPEG);
    await expect(store().save(id, Buffer.concat([JPEG, JPEG]))).rejects.toThrow('already stored');
    expect(await store().read(id)).toEqual(JPEG);
  });

  it("reports a server's refused conditional write (412) as an image already stored", async () => {
    const id = newId();
    const send = jest.spyOn(client, 'send');
    // What AWS, MinIO and R2 answer when another writer stored the key after the HeadObject check.
    send.mockImplementation(async (command) => {
      if (command instanceof HeadObjectCommand)
        throw Object.assign(new Error('Not Found'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });
      expect(command).toBeInstanceOf(PutObjectCommand);
      expect((command as PutObjectCommand).input.IfNoneMatch).toBe('*');
      throw Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), {
        name: 'PreconditionFailed',
        $metadata: { httpStatusCode: 412 },
      });
    });
    try {
      await expect(store().save(id, JPEG)).rejects.toThrow(`already stored as store-spec/${prefix}${id}`);
    } finally {
      send.mockRestore();
    }
  });

  it('deletes an image, and deleting it again (a retried clean-up) is fine', async () => {
    const id = newId();
    await store().save(id, JPEG);
    await store().delete(id);
    expect(await store().exists(id)).toBe(false);
    await expect(store().delete(id)).resolves.toBeUndefined();
  });

  it('lists the images stored before a moment, page by page, leaving out other keys and prefixes', async () => {
    const ids = Array.from({ length: 5 }, newId);
    for (const id of ids) await store().save(id, JPEG);
    await new S3ImageStore(client, server.bucket, 'elsewhere/').save(newId(), JPEG);
    await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: `${prefix}notes.txt`, Body: 'x' }));
    const send = jest.spyOn(client, 'send');
    try {
      // LastModified has whole seconds: a minute either side of now is unambiguous.
      expect(await collect(store(2).listOlderThan(new Date(Date.now() + 60_000)))).toEqual([...ids].sort());
      const listings = send.mock.calls.filter(([command]) => command instanceof ListObjectsV2Command);
      expect(listings).toHaveLength(3); // 6 keys, 2 a page
      expect(await collect(store(2).listOlderThan(new Date(Date.now() - 60_000)))).toEqual([]);
    } finally {
      send.mockRestore();
    }
  });
});
