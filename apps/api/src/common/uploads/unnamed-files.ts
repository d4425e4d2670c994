import { type FindOptionsSelect, type FindOptionsWhere, In, type Repository } from 'typeorm';
import type { ImageStore } from './image-store';

/** How many listed files one question to the upload rows covers. */
const BATCH = 500;

/**
 * Removes the stored files older than `before` that no upload row names (a crash between a row's
 * removal and its file's, an upload whose row was never written, the files of rows that went with
 * their owner), walking the store (a folder, or the bucket's listing a page at a time) and asking
 * `named` about a batch at a time. A file being uploaded is younger than any retention, so its row
 * always exists by then. Answers how many files went.
 */
export async function removeUnnamedFiles(
  store: ImageStore,
  before: Date,
  named: (ids: readonly string[]) => Promise<ReadonlySet<string>>,
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    if (batch.length === 0) return;
    const known = await named(batch);
    const orphans = batch.filter((id) => !known.has(id));
    for (const id of orphans) await store.delete(id);
    removed += orphans.length;
    batch = [];
  };
  for await (const id of store.listOlderThan(before)) {
    batch.push(id);
    if (batch.length === BATCH) await sweep();
  }
  await sweep();
  return removed;
}

/** `named` for uploads whose rows are keyed by the image id: which of the ids have a row. */
export function rowsOf<T extends { id: string }>(
  repository: Repository<T>,
): (ids: readonly string[]) => Promise<ReadonlySet<string>> {
  return async (ids) => {
    const rows = await repository.find({
      select: { id: true } as FindOptionsSelect<T>,
      where: { id: In([...ids]) } as FindOptionsWhere<T>,
    });
    return new Set(rows.map((row) => row.id));
  };
}
