import type { ReactNode } from 'react';

export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="stat-card">
      <span className="stat-card__icon" aria-hidden="true">
        {icon}
      </span>
      <dl className="stat-card__text">
        <dt className="stat-card__label">{label}</dt>
        <dd className="stat-card__value">{value}</dd>
      </dl>
    </div>
  );
}

/** A labelled row of stat cards (one column on phones). */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="stat-grid" aria-label={label}>
      {children}
    </section>
  );
}
