import type { ReactNode } from 'react';
import { StatCard, StatGrid } from '@phonehub/ui';

// The stat cards live in the shared ui library, so the admin and seller dashboards show figures alike.
export { StatCard, StatGrid };

/** One card of a statistics row: its figure is read from the loaded statistics. */
export interface StatSpec<T> {
  label: string;
  icon: ReactNode;
  value: (stats: T) => ReactNode;
}

/** The cards over one statistics response; each shows '—' until it has loaded. */
export function statCards<T>(cards: StatSpec<T>[], stats: T | undefined) {
  return cards.map((card) => (
    <StatCard key={card.label} label={card.label} icon={card.icon} value={stats ? card.value(stats) : '—'} />
  ));
}

/** A labelled row of cards over one statistics response. */
export function StatCards<T>({
  label,
  stats,
  cards,
}: {
  label: string;
  stats: T | undefined;
  cards: StatSpec<T>[];
}) {
  return <StatGrid label={label}>{statCards(cards, stats)}</StatGrid>;
}
