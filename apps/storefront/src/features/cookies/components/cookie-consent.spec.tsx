import type { CookiePreferences } from '@phonehub/contracts';
import { createFetchMock, fakeUser, storeSignedIn, type FetchMock } from '@phonehub/api-client';
import { COOKIE_CONSENT } from '@phonehub/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle } from '../../../test/render-app';
import { fakeSiteSettings } from '../../../test/site-settings';

const banner = () => screen.queryByRole('region', { name: 'We use cookies' });
const stored = () => JSON.parse(localStorage.getItem(COOKIE_CONSENT.storageKey) ?? 'null');

const accountChoice = (overrides: Partial<CookiePreferences> = {}): CookiePreferences => ({
  necessary: true,
  functional: true,
  analytics: false,
  marketing: false,
  version: COOKIE_CONSENT.version,
  updated_at: null,
  ...overrides,
});

afterEach(() => {
  document.head.querySelectorAll('script[id^="ph-tag-"]').forEach((s) => s.remove());
});

it('asks on the first visit, and remembers the choice with its version and date', async () => {
  const user = userEvent.setup();
  const first = renderApp('/marketplace');
  const region = await waitFor(() => banner() ?? Promise.reject(new Error('no banner')));
  await user.click(within(region as HTMLElement).getByRole('button', { name: 'Accept all' }));
  expect(banner()).not.toBeInTheDocument();
  expect(stored()).toEqual({
    functional: true,
    analytics: true,
    marketing: true,
    version: COOKIE_CONSENT.version,
    saved_at: expect.any(String),
  });
  first.unmount();

  // The next visit finds the choice and does not ask again.
  renderApp('/');
  await settle();
  expect(banner()).not.toBeInTheDocument();
});

it('rejects everything but the necessary cookies, and offers the full preferences', async () => {
  const user = userEvent.setup();
  const app = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Reject non-essential' }));
  expect(stored()).toMatchObject({ functional: false, analytics: false, marketing: false });
  expect(banner()).not.toBeInTheDocument();
  app.unmount();
  localStorage.removeItem(COOKIE_CONSENT.storageKey);

  const again = renderApp('/');
  await user.click(await screen.findByRole('link', { name: 'Customise' }));
  expect(again.location()).toBe('/cookies');
  expect(banner()).not.toBeInTheDocument();
});

it('asks again when the stored choice was made under an older policy version', async () => {
  localStorage.setItem(
    COOKIE_CONSENT.storageKey,
    JSON.stringify({
      functional: true,
      analytics: true,
      marketing: true,
      version: COOKIE_CONSENT.version - 1,
      saved_at: '2026-01-01T00:00:00.000Z',
    }),
  );
  renderApp('/');
  expect(await screen.findByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
});

describe('signed in', () => {
  const signedIn = (api: FetchMock) => {
    storeSignedIn(api, fakeUser());
    return api;
  };

  it('takes the account’s stored choice on sign-in, so the banner does not show', async () => {
    const api = signedIn(createFetchMock()).on('GET /api/me/cookie-preferences', {
      body: accountChoice({ analytics: true, updated_at: '2026-11-20T10:00:00.000Z' }),
    });
    renderApp('/', { api });
    await waitFor(() =>
      expect(stored()).toMatchObject({
        analytics: true,
        marketing: false,
        saved_at: '2026-11-20T10:00:00.000Z',
      }),
    );
    expect(banner()).not.toBeInTheDocument();
  });

  it('saves a banner choice on the account too', async () => {
    const user = userEvent.setup();
    const api = signedIn(createFetchMock())
      .on('GET /api/me/cookie-preferences', { body: accountChoice() })
      .on('PUT /api/me/cookie-preferences', (req) => ({
        body: accountChoice({ ...(req.body as object), updated_at: '2026-11-24T01:00:00.000Z' }),
      }));
    renderApp('/', { api });
    await user.click(await screen.findByRole('button', { name: 'Reject non-essential' }));
    await waitFor(() => expect(api.callsTo('PUT /api/me/cookie-preferences')).toHaveLength(1));
    expect(api.callsTo('PUT /api/me/cookie-preferences')[0].body).toEqual({
      functional: false,
      analytics: false,
      marketing: false,
    });
    await waitFor(() => expect(stored()).toMatchObject({ saved_at: '2026-11-24T01:00:00.000Z' }));
  });

  it('gives an account that has not chosen the choice this browser made as a guest', async () => {
    localStorage.setItem(
      COOKIE_CONSENT.storageKey,
      JSON.stringify({
        functional: true,
        analytics: false,
        marketing: true,
        version: COOKIE_CONSENT.version,
        saved_at: '2026-11-01T00:00:00.000Z',
      }),
    );
    const api = signedIn(createFetchMock())
      .on('GET /api/me/cookie-preferences', { body: accountChoice() })
      .on('PUT /api/me/cookie-preferences', (req) => ({
        body: accountChoice({ ...(req.body as object), updated_at: '2026-11-24T01:00:00.000Z' }),
      }));
    renderApp('/', { api });
    await waitFor(() => expect(api.callsTo('PUT /api/me/cookie-preferences')).toHaveLength(1));
    expect(api.callsTo('PUT /api/me/cookie-preferences')[0].body).toEqual({
      functional: true,
      analytics: false,
      marketing: true,
    });
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('tags from the site settings', () => {
  const tags = () =>
    [...document.head.querySelectorAll('script[id^="ph-tag-"]')].map((s) => s.getAttribute('src'));

  it('loads analytics and marketing tags only after their consent', async () => {
    const user = userEvent.setup();
    const api = createFetchMock().on('GET /api/site-settings', {
      body: fakeSiteSettings({
        google_analytics_id: 'G-TEST1234',
        google_tag_manager_id: 'GTM-ABC123',
        facebook_pixel_id: '123456789012345',
      }),
    });
    renderApp('/', { api });
    await screen.findByRole('region', { name: 'We use cookies' });
    await settle();
    expect(tags()).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Customise' }));
    await user.click(await screen.findByRole('switch', { name: 'Analytics cookies' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() =>
      expect(tags()).toEqual([
        'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
        'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      ]),
    );

    await user.click(screen.getByRole('switch', { name: 'Marketing cookies' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(tags()).toContain('https://connect.facebook.net/en_US/fbevents.js'));
  });

  it('loads none when the visitor rejects them', async () => {
    const user = userEvent.setup();
    const api = createFetchMock().on('GET /api/site-settings', {
      body: fakeSiteSettings({ google_analytics_id: 'G-TEST1234', facebook_pixel_id: '123456789012345' }),
    });
    renderApp('/', { api });
    await user.click(await screen.findByRole('button', { name: 'Reject non-essential' }));
    await settle();
    expect(tags()).toEqual([]);
  });
});
