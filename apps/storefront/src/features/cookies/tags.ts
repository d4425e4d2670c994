import type { CookieChoice } from '@phonehub/contracts';

// The third-party tags an admin configures in the site settings, loaded only once the visitor has
// consented to their category: Google Analytics and Tag Manager under analytics, the Facebook Pixel
// under marketing. Only the vendors' script files are added; the bootstrapping their usual inline
// snippets do happens here, so the Content-Security-Policy needs no 'unsafe-inline' scripts.

type Queue = (...args: unknown[]) => void;
interface Pixel extends Queue {
  callMethod?: Queue;
  queue: unknown[];
  push: Pixel;
  loaded: boolean;
  version: string;
}

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Queue;
  fbq?: Pixel;
  _fbq?: Pixel;
  [flag: `ga-disable-${string}`]: boolean | undefined;
}

const tagWindow = () => window as unknown as TagWindow;

export const TAG_SCRIPTS = {
  analytics: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  tagManager: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  pixel: () => 'https://connect.facebook.net/en_US/fbevents.js',
} as const;

function addScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function gtag(): Queue {
  const w = tagWindow();
  w.dataLayer ??= [];
  // gtag.js reads each queued call as an `arguments` object, exactly as Google's snippet pushes it.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  return w.gtag;
}

/** Google's consent mode, so Google tags store only what the visitor allowed. */
export function updateGoogleConsent(choice: CookieChoice): void {
  const w = tagWindow();
  if (!w.gtag) return;
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  w.gtag('consent', 'update', {
    analytics_storage: state(choice.analytics),
    functionality_storage: state(choice.functional),
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
  });
}

export function loadGoogleAnalytics(id: string, choice: CookieChoice): void {
  const w = tagWindow();
  w[`ga-disable-${id}`] = false;
  if (document.getElementById('ph-tag-ga')) return;
  const call = gtag();
  updateGoogleConsent(choice);
  call('js', new Date());
  // Page views are sent by the router on every navigation, the first one included.
  call('config', id, { send_page_view: false });
  addScript('ph-tag-ga', TAG_SCRIPTS.analytics(id));
}

/** Stops Google Analytics collecting when analytics consent is withdrawn (its script cannot be unloaded). */
export function disableGoogleAnalytics(id: string): void {
  tagWindow()[`ga-disable-${id}`] = true;
}

export function loadTagManager(id: string, choice: CookieChoice): void {
  if (document.getElementById('ph-tag-gtm')) return;
  gtag();
  updateGoogleConsent(choice);
  tagWindow().dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript('ph-tag-gtm', TAG_SCRIPTS.tagManager(id));
}

export function loadFacebookPixel(id: string): void {
  const w = tagWindow();
  if (w.fbq) {
    w.fbq('consent', 'grant');
    return;
  }
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Pixel;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  w.fbq = fbq;
  w._fbq ??= fbq;
  fbq('init', id);
  addScript('ph-tag-pixel', TAG_SCRIPTS.pixel());
}

/** Stops the pixel when marketing consent is withdrawn. */
export function revokeFacebookPixel(): void {
  tagWindow().fbq?.('consent', 'revoke');
}

/** One page view for the tags that are running (the app is a single page, so each route counts). */
export function trackPageView(
  path: string,
  { analyticsId, pixel }: { analyticsId: string | null; pixel: boolean },
): void {
  const w = tagWindow();
  if (analyticsId && w.gtag && !w[`ga-disable-${analyticsId}`])
    w.gtag('event', 'page_view', { page_path: path, send_to: analyticsId });
  if (pixel) w.fbq?.('track', 'PageView');
}
