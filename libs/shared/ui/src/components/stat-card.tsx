import type { ReactNode } from 'react';
import { cx } from '../cx';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** A line under the figure saying what it counts. */
  note?: string;
}

/** One figure with its label (a description list, so the label names the value for assistive tech). */
export function StatCard({ label, value, icon, note }: StatCardProps) {
  return (
    <div className="ph-stat-card">
      {icon && (
        <span className="ph-stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <dl className="ph-stat-card__text">
        <dt className="ph-stat-card__label">{label}</dt>
        <dd className="ph-stat-card__value">{value}</dd>
        {note && <dd className="ph-stat-card__note">{note}</dd>}
      </dl>
    </div>
  );
}

/** A labelled row of stat cards (two a row on phones). */
export function StatGrid({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cx('ph-stat-grid', className)} aria-label={label}>
      {children}
    </section>
  );
}
