import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieConsent } from '../../features/cookies/components/cookie-consent';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SCROLL_STORAGE_KEY, scrollKey } from './scroll-keys';

export function SiteLayout() {
  return (
    <div className="site">
      {/* First in the layout: its effects run before the page's, which may scroll on top of it. */}
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_STORAGE_KEY} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <CookieConsent />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* Below the fold: its own boundary, hydrated after the page in idle slices (routes.tsx). */}
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
