/** camelCase → snake_case, so the log names fields as the API does. */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The before and after of a write for the audit log: each changed field's old value (read from
 * the record before the write) and its new one, keyed like the API (snake_case).
 */
export function auditDiff<T extends object>(
  record: T,
  changes: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    before[snake(key)] = (record as Record<string, unknown>)[key] ?? null;
    after[snake(key)] = value;
  }
  return { before, after };
}
