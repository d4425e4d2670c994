import type { ReactNode } from 'react';

/** An icon on its tile, beside a heading: decoration only, hidden from screen readers. */
export function IconTile({ className, icon }: { className: string; icon: ReactNode }) {
  return (
    <span className={`ph-icon-tile ${className}`} aria-hidden="true">
      {icon}
    </span>
  );
}
