// The storefront's public pages rendered on its own server (apps/storefront/server), so the first
// paint holds the page (layout, hero, listing, product) instead of a blank screen until all the
// JavaScript has run. Built into dist/apps/storefront/ssr/render.js (tools/webpack/ssr-bundle.cjs);
// the browser then hydrates the same markup from the data sent with it (bootstrap.tsx).
import type { AppConfig } from '@phonehub/session';
import { getSiteSettings } from '@phonehub/api-client';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { Spinner } from '@phonehub/ui';
import { matchPath, type RouteObject } from 'react-router-dom';
// The server-only half of react-router, straight from it: the browser's shared copy (tools/webpack/
// react-router-dom.mjs) need not carry it, and this bundle has one react-router either way.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createAppQueryClient } from './app/providers';
import type { RemoteLoader } from './app/remotes/remote-loader';
import { SiteLayout } from './app/layout/site-layout';
import { appRoutes } from './app/routes';
import { featuredDealsQueryKey, fetchFeaturedPool } from './features/home/api/get-featured-deals';
import { fetchProducts, productsQueryKey } from './api/get-products';
import { readListingParams, toProductQuery } from './features/marketplace/hooks/use-listing-params';
import { fetchProduct, productQueryKey } from './features/product/api/get-product';
import { fetchProductVariants, productVariantsQueryKey } from './features/product/api/get-product-variants';
import { siteSettingsQueryKey } from './lib/site-settings';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The queries the markup was rendered from, for the browser's query client. */
  state: DehydratedState;
}

/** A page waits this long for the API at most; past it the part renders as loading and the browser fetches it. */
const DATA_TIMEOUT_MS = 1500;

let apiOrigin = '';
const nodeFetch = globalThis.fetch;
// The API client calls '/api/…' on its own origin; here that is the API itself. Only relative URLs
// (which Node's fetch refuses anyway) are rewritten.
globalThis.fetch = (input: string | URL | Request, init?: RequestInit) =>
  nodeFetch(typeof input === 'string' && input.startsWith('/') ? `${apiOrigin}${input}` : input, init);

/** The data each page shows above the fold, under the same query keys its hooks use. */
function prefetch(queryClient: QueryClient, path: string, search: URLSearchParams): Array<Promise<void>> {
  const signal = AbortSignal.timeout(DATA_TIMEOUT_MS);
  const loads = [
    queryClient.prefetchQuery({
      retry: false,
      queryKey: siteSettingsQueryKey,
      queryFn: () => getSiteSettings({ signal }),
    }),
  ];
  if (path === '/') {
    loads.push(
      queryClient.prefetchQuery({
        retry: false,
        queryKey: featuredDealsQueryKey,
        queryFn: () => fetchFeaturedPool({ signal }),
      }),
    );
  } else if (path === '/marketplace') {
    const query = toProductQuery(readListingParams(search));
    loads.push(
      queryClient.prefetchQuery({
        retry: false,
        queryKey: productsQueryKey(query),
        queryFn: () => fetchProducts(query, { signal }),
      }),
    );
  } else {
    const product = matchPath('/product/:id', path);
    const id = product?.params.id;
    if (id)
      loads.push(
        queryClient.prefetchQuery({
          retry: false,
          queryKey: productQueryKey(id),
          queryFn: () => fetchProduct(id, { signal }),
        }),
        // The grade, storage and colour picker: drawn in the first paint, it does not push the
        // page down when it arrives (it did: CLS 0.07 at 1280 px).
        queryClient.prefetchQuery({
          retry: false,
          queryKey: productVariantsQueryKey(id),
          queryFn: () => fetchProductVariants(id, { signal }),
        }),
      );
  }
  return loads;
}

/** React's streaming instructions (boundaries completed after their fallback was sent). */
const SWAP_SCRIPT = /<script|<template/;

const noRemotes: RemoteLoader = () => Promise.reject(new Error('Remotes are loaded in the browser'));

/** The layout around a loading block: for pages drawn from the browser's own storage (the cart). */
const SHELL_ROUTES: RouteObject[] = [
  { element: <SiteLayout />, children: [{ path: '*', element: <Spinner page /> }] },
];

/**
 * Renders `url` (path and query) once every lazy page and prefetched query has arrived; `shell`
 * renders only the layout.
 */
export async function renderPage(
  url: string,
  options: { apiUrl: string; config: AppConfig; shell?: boolean },
): Promise<RenderedPage> {
  apiOrigin = options.apiUrl.replace(/\/+$/, '');
  const address = new URL(url, 'http://storefront.local');
  const { pathname, searchParams } = address;
  const queryClient = createAppQueryClient();
  if (!options.shell) await Promise.all(prefetch(queryClient, pathname, searchParams));

  // The same routes as the browser's data router (no loaders: the data comes from the prefetch above).
  const handler = createStaticHandler(options.shell ? SHELL_ROUTES : appRoutes(options.config));
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`${url} answered a redirect, which no route makes`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const render = async (): Promise<string> => {
    const { prelude } = await prerenderToNodeStream(
      <AppProviders config={options.config} loadRemote={noRemotes} queryClient={queryClient}>
        {/* No hydration script (the page's policy refuses inline scripts): there is no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      // Each Suspense boundary in place, whatever its size: by default React moves one past 12,800
      // bytes (a listing's page of cards, a long product page) out to the end of the document with a
      // script that swaps it in, which the page's policy refuses; the page was then sent empty and
      // drawn in the browser, moving the footer (CLS 0.10).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  };
  // A lazy page that was still loading is sent as its fallback plus an inline script that swaps it
  // in, which the page's policy refuses. Its module is loaded by then: a second pass renders it in place.
  let html = await render();
  if (SWAP_SCRIPT.test(html)) html = await render();
  if (SWAP_SCRIPT.test(html)) throw new Error(`${url} still suspends after its lazy modules loaded`);
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}
