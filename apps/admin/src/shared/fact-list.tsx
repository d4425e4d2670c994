import type { ReactNode } from 'react';

/** One labelled value of a details dialog; 'wide' gives long text a whole row. */
export type Fact = [label: string, value: ReactNode, wide?: 'wide'];

/** Label/value pairs in a compact grid (a trade's or an application's details). */
export function FactList({ rows }: { rows: readonly Fact[] }) {
  return (
    <dl className="trade-review__facts">
      {rows.map(([label, value, wide]) => (
        <div key={label} className={wide ? 'trade-card__fact trade-review__wide' : 'trade-card__fact'}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
