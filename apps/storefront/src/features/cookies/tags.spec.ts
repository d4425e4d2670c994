import {
  disableGoogleAnalytics,
  loadFacebookPixel,
  loadGoogleAnalytics,
  revokeFacebookPixel,
  trackPageView,
} from './tags';

type TagWindow = Window & { dataLayer?: unknown[]; fbq?: { queue: unknown[] } } & Record<string, unknown>;
const w = window as unknown as TagWindow;
const queued = () => (w.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

it('queues Google Analytics with the consent given, adds its script once, and stops it on withdrawal', () => {
  const choice = { functional: true, analytics: true, marketing: false };
  loadGoogleAnalytics('G-UNIT1234', choice);
  loadGoogleAnalytics('G-UNIT1234', choice);
  expect(document.head.querySelectorAll('script#ph-tag-ga')).toHaveLength(1);
  expect(document.querySelector('script#ph-tag-ga')).toHaveAttribute(
    'src',
    'https://www.googletagmanager.com/gtag/js?id=G-UNIT1234',
  );
  expect(queued()).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
  ]);
  expect(queued()).toContainEqual(['config', 'G-UNIT1234', { send_page_view: false }]);

  trackPageView('/about', { analyticsId: 'G-UNIT1234', pixel: false });
  expect(queued()).toContainEqual(['event', 'page_view', { page_path: '/about', send_to: 'G-UNIT1234' }]);

  disableGoogleAnalytics('G-UNIT1234');
  expect(w['ga-disable-G-UNIT1234']).toBe(true);
  const before = queued().length;
  trackPageView('/help', { analyticsId: 'G-UNIT1234', pixel: false });
  expect(queued()).toHaveLength(before);
});

it('starts the Facebook Pixel with its id and revokes it on withdrawal', () => {
  loadFacebookPixel('123456789012345');
  expect(document.querySelector('script#ph-tag-pixel')).toHaveAttribute(
    'src',
    'https://connect.facebook.net/en_US/fbevents.js',
  );
  revokeFacebookPixel();
  expect(w.fbq?.queue).toEqual([
    ['init', '123456789012345'],
    ['consent', 'revoke'],
  ]);
});
