import type { SiteImpact } from '@phonehub/contracts';
import { formatInteger, formatTenths } from '@phonehub/domain';
import { Skeleton } from '@phonehub/ui';
import { useSiteSettings } from '../lib/site-settings';

/** 850 kg, 12.5 t: tonnes once there are a thousand kilograms. */
export function formatCo2(kg: number): string {
  return kg >= 1000 ? `${formatTenths(Math.round(kg / 100))} t` : `${formatInteger(kg)} kg`;
}

const FIGURES: { key: keyof SiteImpact; label: string; format: (n: number) => string }[] = [
  { key: 'customers', label: 'customers', format: formatInteger },
  { key: 'devices_sold', label: 'devices given a second life', format: formatInteger },
  { key: 'co2_saved_kg', label: 'of CO₂ saved', format: formatCo2 },
  {
    key: 'satisfaction_percent',
    label: 'customer satisfaction',
    format: (n) => `${formatInteger(n)}%`,
  },
];

/**
 * The impact figures from the site settings, the one source Home and About share. While they load
 * the values are placeholders; if they cannot be loaded the figures are left out rather than guessed.
 */
export function ImpactFigures({ label, className }: { label: string; className?: string }) {
  const settings = useSiteSettings();
  if (settings.isError) return null;
  const impact = settings.data?.impact;
  return (
    <section className={className ?? 'ph-container stats'} aria-label={label}>
      <dl className="stats__grid" aria-busy={impact ? undefined : true}>
        {FIGURES.map(({ key, label: text, format }) => {
          const value = impact?.[key];
          // A figure the shop has nothing behind (no reviews yet) is left out, not shown as 0.
          if (impact && value === null) return null;
          return (
            <div className="stat" key={key}>
              <dt className="stat__label">{text}</dt>
              <dd className="stat__value">
                {value != null ? format(value) : <Skeleton className="stat__skeleton" />}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
