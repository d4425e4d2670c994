import { formatCents } from '@phonehub/domain';
import type { AuditEntry } from '@phonehub/contracts';

/** A logged value as an admin reads it: cents as dollars, nothing as '—', lists and objects as JSON. */
function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key.endsWith('_cents') && typeof value === 'number') return formatCents(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'refunded_cents' → 'refunded'; 'payment_status' → 'payment status'. */
const label = (key: string) => key.replace(/_cents$/, '').replace(/_/g, ' ');

/** Each field the write touched, before → after (a field only one side names shows '—' on the other). */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <span className="audit-changes__none">—</span>;
  return (
    <dl className="audit-changes">
      {keys.map((key) => {
        const was = show(key, before[key]);
        const now = show(key, after[key]);
        return (
          <div key={key} className="audit-changes__row">
            <dt>{label(key)}</dt>
            <dd>{was === now ? now : `${was} → ${now}`}</dd>
          </div>
        );
      })}
    </dl>
  );
}
