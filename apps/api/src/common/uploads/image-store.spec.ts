import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDirectoryImageStore } from './image-store';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const newId = () => `${randomBytes(16).toString('hex')}.jpg`;
const collect = async (ids: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const id of ids) all.push(id);
  return all.sort();
};

describe('LocalDirectoryImageStore.listOlderThan', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'phonehub-image-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the images whose files are older than the moment, and nothing else in the folder', async () => {
    const store = new LocalDirectoryImageStore(dir);
    const [old, recent] = [newId(), newId()];
    await store.save(old, JPEG);
    await store.save(recent, JPEG);
    writeFileSync(join(dir, 'notes.txt'), 'x');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    for (const name of [old, 'notes.txt']) utimesSync(join(dir, name), twoDaysAgo, twoDaysAgo);

    expect(await collect(store.listOlderThan(new Date(Date.now() - 24 * 3600_000)))).toEqual([old]);
    expect(await collect(store.listOlderThan(new Date(Date.now() + 60_000)))).toEqual([old, recent].sort());
  });

  it('lists nothing when nothing was ever uploaded (no folder yet)', async () => {
    const store = new LocalDirectoryImageStore(join(dir, 'never-created'));
    expect(await collect(store.listOlderThan(new Date(Date.now() + 60_000)))).toEqual([]);
  });
});
