// What the storefront's pages and the storefront's web server (apps/storefront/server) both write,
// so the HTML the server sends and the page the browser hydrates never disagree.

/**
 * The id of the `<script type="application/json">` that carries the state of a page the storefront
 * server rendered (the storefront's server-state.ts reads it).
 */
export const SERVER_STATE_ID = 'ph-server-state';

/**
 * The browser-tab names of the fixed routes ('{name} – PhoneHub'), one table for the pages and for the
 * storefront server that writes the same <title> into the HTML it serves, so the two never disagree.
 */
export const PAGE_TITLES = {
  '/marketplace': 'Shop refurbished devices',
  '/trade': 'Trade in your device',
  '/track': 'Track your trade-in',
  '/partner-program': 'Sell on PhoneHub',
  '/about': 'About us',
  '/help': 'Help center',
  '/warranty': 'Warranty',
  '/returns': 'Returns',
  '/privacy': 'Privacy policy',
  '/terms': 'Terms of service',
  '/cookies': 'Cookie policy',
  '/contact': 'Contact us',
  '/login': 'Sign in',
  '/register': 'Create an account',
  '/forgot-password': 'Forgot password',
  '/reset-password': 'Choose a new password',
  '/verify-email': 'Confirm your email address',
  '/cart': 'Your cart',
  '/checkout': 'Checkout',
  '/dashboard': 'My trade-ins',
  '/profile': 'My account',
  '/support': 'Support',
  '/orders': 'My orders',
} as const;

export type TitledPath = keyof typeof PAGE_TITLES;
