import { Badge } from '@phonehub/ui';

/** A portal tab's count of what waits for the admin, e.g. '3 pending' (none shown at 0). */
export function SectionCount({ count, what }: { count: number | undefined; what: string }) {
  if (!count) return null;
  return (
    <Badge tone="warning" className="admin-sections__count">
      {count}
      <span className="ph-visually-hidden">{` ${what}`}</span>
    </Badge>
  );
}
