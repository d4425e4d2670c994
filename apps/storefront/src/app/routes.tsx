import { adminPaths, type AppConfig } from '@phonehub/session';
import { Spinner } from '@phonehub/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { createRoutesFromElements, Navigate, Route, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { RequireAuth } from './guards/require-auth';
import { AccountPages } from './layout/account-nav';
import { SiteLayout } from './layout/site-layout';
import { RemoteRoute } from './remotes/remote-route';
import { PageError } from './layout/page-error';

// Every page but the home page loads on first visit, so the JavaScript a shopping page needs
// before it can be used stays small (issue 17: at most 170 KB compressed).
// Home too: the other pages need none of its code (or its product cards) before they are usable.
const HomePage = lazy(() =>
  import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const MarketplacePage = lazy(() =>
  import('../features/marketplace/components/marketplace-page').then((m) => ({ default: m.MarketplacePage })),
);
const ProductPage = lazy(() =>
  import('../features/product/components/product-page').then((m) => ({ default: m.ProductPage })),
);
const CartPage = lazy(() =>
  import('../features/cart/components/cart-page').then((m) => ({ default: m.CartPage })),
);
const OrderPage = lazy(() =>
  import('../features/orders/components/order-page').then((m) => ({ default: m.OrderPage })),
);
const OrdersPage = lazy(() =>
  import('../features/orders/components/orders-page').then((m) => ({ default: m.OrdersPage })),
);
const OrderLookupPage = lazy(() =>
  import('../features/orders/components/order-lookup-page').then((m) => ({ default: m.OrderLookupPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/components/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const TradeWizardPage = lazy(() =>
  import('../features/trade-wizard/components/trade-wizard-page').then((m) => ({
    default: m.TradeWizardPage,
  })),
);
const DashboardPage = lazy(() =>
  import('../features/trades/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const TradePage = lazy(() =>
  import('../features/trades/components/trade-page').then((m) => ({ default: m.TradePage })),
);
const TrackPage = lazy(() =>
  import('../features/trades/components/track-page').then((m) => ({ default: m.TrackPage })),
);
const PartnerProgramPage = lazy(() =>
  import('../features/partner/components/partner-program-page').then((m) => ({
    default: m.PartnerProgramPage,
  })),
);
const SupportPage = lazy(() =>
  import('../features/support/components/support-page').then((m) => ({ default: m.SupportPage })),
);
const ContactPage = lazy(() =>
  import('../features/contact/components/contact-page').then((m) => ({ default: m.ContactPage })),
);
const AboutPage = lazy(() =>
  import('../features/info/components/about-page').then((m) => ({ default: m.AboutPage })),
);
const HelpPage = lazy(() =>
  import('../features/info/components/help-page').then((m) => ({ default: m.HelpPage })),
);
const WarrantyPage = lazy(() =>
  import('../features/info/components/policy-pages').then((m) => ({ default: m.WarrantyPage })),
);
const ReturnsPage = lazy(() =>
  import('../features/info/components/policy-pages').then((m) => ({ default: m.ReturnsPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/info/components/policy-pages').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() =>
  import('../features/info/components/policy-pages').then((m) => ({ default: m.TermsPage })),
);
const CookiePolicyPage = lazy(() =>
  import('../features/cookies/components/cookie-policy-page').then((m) => ({ default: m.CookiePolicyPage })),
);

// Each page is its own Suspense boundary, lazy or not: a page the server rendered is then hydrated
// after the header, at React's idle priority in slices of a few milliseconds, instead of in the one
// long task that takes over the layout (issue 17's Total Blocking Time). A click or a key on the page
// before then hydrates its part at once and is replayed.
const page = (element: ReactNode) => <Suspense fallback={<Spinner page />}>{element}</Suspense>;

/**
 * The storefront's routes, for the browser's data router (app.tsx), the server's static one
 * (server-entry.tsx) and the tests' memory router. The hidden admin pages' addresses come from the
 * deploy-time config.
 */
export function appRoutes(config: AppConfig): RouteObject[] {
  const admin = adminPaths(config);
  const home = <Navigate to="/" replace />;
  const seller = (
    <RequireAuth>
      <RemoteRoute name="seller" />
    </RequireAuth>
  );

  return createRoutesFromElements(
    <>
      <Route path="/admin" element={home} />
      <Route path="/admin/*" element={home} />
      <Route path="/admin-dashboard" element={home} />

      <Route element={<SiteLayout />}>
        {/* A page that throws while rendering shows PageError between the header and the footer. */}
        <Route errorElement={<PageError />}>
          <Route
            index
            element={
              // Keyed: leaving home for a lazy page mounts that page's boundary afresh, which shows its
              // loading block at once, instead of keeping home on screen (and the address's old page in
              // the router) until the new page's code has arrived.
              <Suspense key="home" fallback={<Spinner page />}>
                <HomePage />
              </Suspense>
            }
          />
          <Route path="/login" element={page(<LoginPage />)} />
          <Route path="/register" element={page(<RegisterPage />)} />
          <Route path="/forgot-password" element={page(<ForgotPasswordPage />)} />
          <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
          <Route path="/verify-email" element={page(<VerifyEmailPage />)} />
          <Route path="/marketplace" element={page(<MarketplacePage />)} />
          <Route path="/product/:id" element={page(<ProductPage />)} />
          <Route path="/cart" element={page(<CartPage />)} />
          <Route path="/checkout" element={page(<CheckoutPage />)} />
          <Route path="/trade" element={page(<TradeWizardPage />)} />
          <Route
            path="/profile"
            element={
              <RequireAuth>
                <AccountPages>{page(<ProfilePage />)}</AccountPages>
              </RequireAuth>
            }
          />
          <Route
            path="/orders"
            element={
              <RequireAuth>
                <AccountPages>{page(<OrdersPage />)}</AccountPages>
              </RequireAuth>
            }
          />
          <Route path="/orders/lookup" element={page(<OrderLookupPage />)} />
          <Route path="/orders/:id" element={<RequireAuth>{page(<OrderPage />)}</RequireAuth>} />
          <Route
            path="/dashboard"
            element={
              <RequireAuth>
                <AccountPages>{page(<DashboardPage />)}</AccountPages>
              </RequireAuth>
            }
          />
          <Route path="/trade/:id" element={<RequireAuth>{page(<TradePage />)}</RequireAuth>} />
          <Route path="/track" element={page(<TrackPage />)} />
          <Route path="/partner-program" element={page(<PartnerProgramPage />)} />
          <Route
            path="/support"
            element={
              <RequireAuth>
                <AccountPages>{page(<SupportPage />)}</AccountPages>
              </RequireAuth>
            }
          />
          <Route path="/contact" element={page(<ContactPage />)} />
          <Route path="/about" element={page(<AboutPage />)} />
          <Route path="/help" element={page(<HelpPage />)} />
          <Route path="/warranty" element={page(<WarrantyPage />)} />
          <Route path="/returns" element={page(<ReturnsPage />)} />
          <Route path="/privacy" element={page(<PrivacyPage />)} />
          <Route path="/terms" element={page(<TermsPage />)} />
          <Route path="/cookies" element={page(<CookiePolicyPage />)} />
          <Route path="/seller" element={seller} />
          <Route path="/seller-dashboard" element={seller} />
          {/* The hidden admin pages (login and portal) are served by the admin remote. */}
          {admin && <Route path={admin.login} element={<RemoteRoute name="admin" />} />}
          {admin && <Route path={admin.dashboard} element={<RemoteRoute name="admin" />} />}
          {admin && <Route path={`${admin.dashboard}/*`} element={<RemoteRoute name="admin" />} />}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </>,
  );
}
