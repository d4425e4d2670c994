import type { SiteImpact } from '@phonehub/contracts';
import { Skeleton } from '@phonehub/ui';
import { useSiteSettings } from '../lib/site-settings';

// Made on first use, not at module load: a page's first Intl formatter costs tens of milliseconds,
// which would lengthen the storefront's start-up task (issue 17's Total Blocking Time).
let formats: { whole: Intl.NumberFormat; oneDecimal: Intl.NumberFormat } | undefined;
const numberFormats = () =>
  (formats ??= {
    whole: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
    oneDecimal: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
  });
const whole = (n: number) => numberFormats().whole.format(n);

/** 850 kg, 12.5 t: tonnes once there are a thousand kilograms. */
export function formatCo2(kg: number): string {
  return kg >= 1000 ? `${numberFormats().oneDecimal.format(kg / 1000)} t` : `${whole(kg)} kg`;
}

const FIGURES: { key: keyof SiteImpact; label: string; format: (n: number) => string }[] = [
  { key: 'customers', label: 'customers', format: whole },
  { key: 'devices_sold', label: 'devices given a second life', format: whole },
  { key: 'co2_saved_kg', label: 'of CO₂ saved', format: formatCo2 },
  {
    key: 'satisfaction_percent',
    label: 'customer satisfaction',
    format: (n) => `${whole(n)}%`,
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
              <dd className="stat__value">{value != null ? format(value) : <Skeleton className="stat__skeleton" />}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
