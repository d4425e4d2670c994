import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';

/**
 * Deletes the one row that matches `where`, locked first so nothing changes it meanwhile, and gives
 * back what it was (for the audit log); throws `notFound()` when there is no such row.
 */
export async function deleteLocked<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  where: FindOptionsWhere<E>,
  notFound: () => Error,
): Promise<E> {
  const row = await manager.findOne(entity, { where, lock: { mode: 'pessimistic_write' } });
  if (!row) throw notFound();
  await manager.delete(entity, where);
  return row;
}
