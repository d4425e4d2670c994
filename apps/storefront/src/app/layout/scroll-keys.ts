import type { Location } from 'react-router-dom';

// What the storefront tells react-router's <ScrollRestoration> (site-layout.tsx): where positions
// are kept and under which key. Back/forward returns to where an entry was left; a new page starts
// at the top, or at its #hash; a change of the query alone keeps the place when the code making it
// says so (`preventScrollReset`: the marketplace's filters, the lists' paging).

export const SCROLL_STORAGE_KEY = 'phonehub.scroll-positions';

/**
 * The entry a document was loaded into has react-router's key 'default' whatever its address, so
 * it is told apart by its address: leaving the shop for the payment page and coming back to another
 * address must not find the first one's position.
 */
export const scrollKey = ({
  key,
  pathname,
  search,
}: Pick<Location, 'key' | 'pathname' | 'search'>): string =>
  key === 'default' ? `default ${pathname}${search}` : key;

/**
 * A document reached by a link or a typed address (not a reload or back/forward) starts at the top,
 * whatever was kept for its address by an earlier visit: the browser says how it arrived. Called
 * before the router first renders, which is when it reads the kept positions.
 */
export function forgetPositionOnArrival(location: Pick<Location, 'pathname' | 'search'>): void {
  const [entry] =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  if ((entry as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return;
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    if (!kept || typeof kept !== 'object') return;
    delete (kept as Record<string, number>)[scrollKey({ key: 'default', ...location })];
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked or unreadable: react-router keeps nothing either, so nothing is restored.
  }
}
