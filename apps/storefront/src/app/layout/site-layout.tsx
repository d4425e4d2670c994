import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';
import { CookieConsent } from '../../features/cookies/components/cookie-consent';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  return (
    <div className="site">
      <ScrollRestoration />
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
