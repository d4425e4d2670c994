// Which paths the storefront's router answers (apps/storefront/src/app/routes.tsx; a spec keeps the
// two in step), and which of them crawlers should leave alone.

/** A route pattern in react-router's syntax: ':param' is one segment, a trailing '/*' any rest. */
export const PUBLIC_ROUTES = [
  '/',
  '/marketplace',
  '/product/:id',
  '/trade',
  '/track',
  '/partner-program',
  '/about',
  '/help',
  '/warranty',
  '/returns',
  '/privacy',
  '/terms',
  '/cookies',
  '/contact',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
] as const;

/** Pages of one shopper (or the shopper's cart): answered, but not for search engines. */
export const PRIVATE_ROUTES = [
  '/cart',
  '/checkout',
  '/profile',
  '/orders',
  '/orders/lookup',
  '/orders/:id',
  '/support',
  '/dashboard',
  '/trade/:id',
  '/seller',
  '/seller-dashboard',
  // The old admin addresses only send the visitor home.
  '/admin',
  '/admin/*',
  '/admin-dashboard',
] as const;

/** The information pages, listed in the sitemap. */
export const INFO_PAGES = [
  '/about',
  '/help',
  '/contact',
  '/warranty',
  '/returns',
  '/privacy',
  '/terms',
  '/cookies',
] as const;

/** The hidden admin pages (libs/shared/session adminPaths): the login and the portal under it. */
export function adminRoutes(suffix: string): string[] {
  return suffix ? [`/admin-${suffix}`, `/dashboard-${suffix}`, `/dashboard-${suffix}/*`] : [];
}

/** Robots.txt prefixes: account pages, cart, checkout and every admin address (a prefix, so the hidden suffix is not spelled out). */
export const DISALLOWED_PREFIXES = [
  '/admin',
  '/dashboard',
  '/cart',
  '/checkout',
  '/profile',
  '/orders',
  '/support',
  '/trade/',
  '/seller',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
] as const;

export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i];
    if (part === '*' && i === patternParts.length - 1) return pathParts.length > i ? params : null;
    const segment = pathParts[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return null;
      }
      params[part.slice(1)] = value;
    } else if (part !== segment) return null;
  }
  return pathParts.length === patternParts.length ? params : null;
}

export type PageKind =
  | { kind: 'public'; pattern: string; params: Record<string, string> }
  | { kind: 'private'; pattern: string; params: Record<string, string> }
  | { kind: 'admin' }
  | { kind: 'unknown' };

/** What a path is to the storefront (trailing slashes ignored, as the router does). */
export function classifyPath(path: string, adminPathSuffix: string): PageKind {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  for (const pattern of adminRoutes(adminPathSuffix))
    if (matchRoute(pattern, clean)) return { kind: 'admin' };
  for (const pattern of PUBLIC_ROUTES) {
    const params = matchRoute(pattern, clean);
    if (params) return { kind: 'public', pattern, params };
  }
  for (const pattern of PRIVATE_ROUTES) {
    const params = matchRoute(pattern, clean);
    if (params) return { kind: 'private', pattern, params };
  }
  return { kind: 'unknown' };
}
