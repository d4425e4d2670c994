import type { ReactNode } from 'react';

/** One labelled value of a details dialog; 'wide' gives long text a whole row. */
export type Fact = [label: string, value: ReactNode, wide?: 'wide'];

interface FactListProps {
  rows: readonly Fact[];
  /** The list's class: a compact grid of a dialog's details unless told otherwise. */
  className?: string;
  /** Each label/value pair's class. */
  itemClassName?: string;
}

/** Label/value pairs (a trade's or an application's details, a card's facts, a profile). */
export function FactList({
  rows,
  className = 'trade-review__facts',
  itemClassName = 'trade-card__fact',
}: FactListProps) {
  return (
    <dl className={className}>
      {rows.map(([label, value, wide]) => (
        <div key={label} className={wide ? `${itemClassName} trade-review__wide` : itemClassName}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
