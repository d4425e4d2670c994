import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// The app runs on <BrowserRouter>, where react-router's own <ScrollRestoration> does not work (it
// needs a data router). This does the same job: a new page (PUSH/REPLACE to another path) starts at
// the top, or at its #hash; back/forward (POP) returns to where that entry was left. A change of the
// query alone (the marketplace's filters) keeps the position: the page decides (paging scrolls up).

const STORAGE_KEY = 'phonehub.scroll-positions';
/** Enough entries for a long session's back button; the oldest are dropped. */
const MAX_ENTRIES = 100;
/** How long a restore waits for the page to grow tall enough (data still loading). */
const RESTORE_WAIT_MS = 3000;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = Math.max(0, Math.round(y));
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: back/forward then starts at the top, nothing worse.
  }
}

function scrollToHashOrTop(hash: string) {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView({ block: 'start' });
  else window.scrollTo(0, 0);
}

/**
 * The key a history entry's position is kept under. The entry a document was loaded into has
 * react-router's key 'default' whatever its address, so it is told apart by its address: leaving
 * the shop for the payment page and coming back to another address must not find the first one's.
 */
const entryKey = ({ key, pathname, search }: { key: string; pathname: string; search: string }) =>
  key === 'default' ? `default ${pathname}${search}` : key;

/**
 * A document reached by a link or a typed address (not a reload or back/forward) starts fresh,
 * whatever was kept for its entry: the browser says how it arrived.
 */
function arrivedByLink(): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Scrolls back to `y`; when the page is not yet that tall (its data is loading), tries again as it
 * grows, until it fits, the shopper scrolls or navigates, or the wait runs out. Returns a cancel.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (y <= 0 || maxScroll() >= y || typeof ResizeObserver === 'undefined') return () => undefined;
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchmove', stop);
    window.removeEventListener('keydown', stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (maxScroll() >= y) stop();
  });
  observer.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  // The shopper taking over wins over a late restore.
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchmove', stop, { passive: true });
  window.addEventListener('keydown', stop);
  return stop;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  // The browser's own restoration fights ours (it restores before the page has its content).
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // Where the current entry is scrolled to, kept as the shopper scrolls: by the time a navigation is
  // seen the new page is already in the DOM and may have clamped the old position.
  const lastY = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    const onHide = () => previous.current && savePosition(previous.current.key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  const key = entryKey(location);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = { key, pathname: location.pathname };
    if (from && from.key === key) return undefined;
    if (from) savePosition(from.key, lastY.current);
    let cancel: () => void = () => undefined;
    const returning = navigationType === 'POP' && (from !== null || !arrivedByLink());
    const saved = returning ? readPositions()[key] : undefined;
    if (saved !== undefined) cancel = restore(saved);
    else if (location.hash) scrollToHashOrTop(location.hash);
    // A new page starts at the top; a first load or a query change alone stays where it is.
    else if (from && from.pathname !== location.pathname) window.scrollTo(0, 0);
    lastY.current = window.scrollY;
    return cancel;
  }, [key, location.pathname, location.hash, navigationType]);

  return null;
}
