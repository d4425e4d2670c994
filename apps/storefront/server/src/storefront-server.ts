// The storefront's production web server: the shared frontend server (files, /api proxy, CSP,
// body limits) whose pages carry their own <head> for crawlers and link previews, plus the
// sitemaps (sitemap.ts) and /robots.txt, and real 404s for what the storefront does not have.
// PAGE_TITLES: the same tab names the pages set in the browser (one table, so the served <title> never differs).
import { PAGE_TITLES, type SiteSettingsFields, type SitemapProduct } from '@phonehub/contracts';
import { tagCspSources } from '@phonehub/domain';
import {
  contentSecurityPolicy,
  createFrontendServer,
  type FrontendServerOptions,
} from '@phonehub/server-frontend';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productHead, renderHead, siteHead, SITE_NAME, type PageHead } from './head';
import { classifyPath, DISALLOWED_PREFIXES } from './page-routes';
import { createServerRenderer } from './server-render';
import { createSiteData, type SiteData } from './site-data';
import {
  productFile,
  productsPerFile,
  productUrlSetXml,
  sitemapIndexXml,
  SITEMAP_INDEX_PATH,
  SITEMAP_PAGES_PATH,
  SITEMAP_PRODUCTS_ROUTE,
  staticPaths,
  urlSetXml,
} from './sitemap';

export interface StorefrontServerOptions extends Omit<FrontendServerOptions, 'renderPage' | 'routes'> {
  /** The storefront's public address, for canonical URLs and the sitemap unless the admin set og_url. */
  publicUrl: string;
  /** The hidden admin pages' suffix (/admin-{suffix}, /dashboard-{suffix}). */
  adminPathSuffix: string;
  /** How long settings, products and the sitemap are kept (tests use 0). */
  cacheMs?: number;
  /** Another source of site data (tests); by default the API at apiUrl. */
  siteData?: SiteData;
  /** Products per sitemap file (SITEMAP_PRODUCTS_PER_FILE by default; at most 50,000). */
  sitemapProductsPerFile?: number;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export async function createStorefrontServer(options: StorefrontServerOptions): Promise<FastifyInstance> {
  const data = options.siteData ?? createSiteData(options.apiUrl, { ttlMs: options.cacheMs });
  const ttlSeconds = Math.floor((options.cacheMs ?? 60_000) / 1000);
  const perFile = productsPerFile(options.sitemapProductsPerFile);
  const renderer = createServerRenderer(
    options.root,
    options.apiUrl,
    options.runtimeConfig as Parameters<typeof createServerRenderer>[2],
  );

  /** The canonical origin: the admin's og_url when set, else the configured public address. */
  async function baseUrl(): Promise<string> {
    const settings = await data.settings();
    return trimSlash(settings.og_url || options.publicUrl);
  }

  /** The admin's favicon may live on another origin: the page's policy lets that one image in. */
  const faviconOrigin = (favicon: string): string[] => {
    try {
      const url = new URL(favicon);
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  };

  /**
   * The page's policy widens only for what the admin configured: the favicon's origin, and the hosts
   * of the analytics and marketing tags whose ids are set (the storefront loads them after consent).
   */
  const send = (
    reply: FastifyReply,
    status: number,
    html: string,
    noindex: boolean,
    settings: SiteSettingsFields,
  ) => {
    if (noindex) reply.header('X-Robots-Tag', 'noindex, nofollow');
    const imageOrigins = faviconOrigin(settings.favicon);
    const extra = tagCspSources(settings);
    if (imageOrigins.length > 0 || Object.values(extra).some((hosts) => hosts.length > 0))
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy(options.codeOrigins, { imageOrigins, extra }),
      );
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  async function renderPage(request: FastifyRequest, reply: FastifyReply, indexHtml: string) {
    const path = request.url.split('?')[0];
    const settings = await data.settings();
    const base = await baseUrl();
    const canonical = `${base}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
    const page = classifyPath(path, options.adminPathSuffix);
    const notFound = (): Promise<FastifyReply> | FastifyReply => {
      const head = siteHead(settings, canonical, { title: `Page not found – ${SITE_NAME}`, noindex: true });
      return send(reply, 404, renderHead(indexHtml, head), true, settings);
    };

    if (page.kind === 'unknown') return notFound();
    // Rendered pages carry their content; a shopper's own pages only the layout (their content is
    // in the browser's storage or behind the sign-in), the admin's none.
    const withContent = async (html: string, shell: boolean): Promise<string> =>
      renderer
        ? renderer.fill(html, request.url, {
            cacheKey: 'pattern' in page ? page.pattern : '',
            shell,
            // The page goes out without its content (the browser renders it); the line says why.
            onError: (error) => request.log.error({ err: error, path }, 'server render failed'),
          })
        : html;
    if (page.kind === 'admin') {
      const head = siteHead(settings, canonical, { noindex: true });
      return send(reply, 200, renderHead(indexHtml, head), true, settings);
    }
    if (page.kind === 'private') {
      const head = siteHead(settings, canonical, { noindex: true });
      return send(reply, 200, await withContent(renderHead(indexHtml, head), true), true, settings);
    }
    let head: PageHead;
    if (page.pattern === '/product/:id') {
      const product = await data.product(page.params.id);
      if (product === null) return notFound();
      head = product ? productHead(settings, product, canonical, base) : siteHead(settings, canonical);
    } else {
      const title = (PAGE_TITLES as Record<string, string | undefined>)[page.pattern];
      head = siteHead(settings, canonical, title ? { title: `${title} – ${SITE_NAME}` } : {});
    }
    return send(reply, 200, await withContent(renderHead(indexHtml, head), false), false, settings);
  }

  return createFrontendServer({
    ...options,
    renderPage,
    routes(server) {
      server.get('/robots.txt', async (_request, reply) => {
        const base = await baseUrl();
        const lines = [
          'User-agent: *',
          'Allow: /',
          ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
          '',
          // The index: crawlers find the pages' and the products' sitemaps through it.
          `Sitemap: ${base}${SITEMAP_INDEX_PATH}`,
          '',
        ];
        return reply
          .header('Cache-Control', `public, max-age=${ttlSeconds}`)
          .type('text/plain; charset=utf-8')
          .send(lines.join('\n'));
      });
      const xml = (reply: FastifyReply, body: string) =>
        reply
          .header('Cache-Control', `public, max-age=${ttlSeconds}`)
          .type('application/xml; charset=utf-8')
          .send(body);
      /** The index and the products' files read every listed product (one walk, kept `cacheMs`). */
      const fromProducts = async (
        request: FastifyRequest,
        reply: FastifyReply,
        build: (base: string, products: SitemapProduct[]) => string | undefined,
      ) => {
        let body: string | undefined;
        try {
          body = build(await baseUrl(), await data.sitemapProducts());
        } catch (error) {
          request.log.error({ err: error, url: request.url }, 'sitemap failed');
          // A partial sitemap would tell crawlers the missing products are gone.
          return reply
            .code(503)
            .header('Retry-After', '60')
            .type('text/plain')
            .send('The sitemap is unavailable, try again shortly.');
        }
        return body === undefined ? reply.code(404).type('text/plain').send('Not found') : xml(reply, body);
      };
      server.get(SITEMAP_INDEX_PATH, (request, reply) =>
        fromProducts(request, reply, (base, products) => sitemapIndexXml(base, products, perFile)),
      );
      server.get(SITEMAP_PAGES_PATH, async (_request, reply) =>
        xml(
          reply,
          urlSetXml(
            await baseUrl(),
            staticPaths().map((path) => ({ path })),
          ),
        ),
      );
      server.get<{ Params: { page: string } }>(SITEMAP_PRODUCTS_ROUTE, (request, reply) =>
        fromProducts(request, reply, (base, products) => {
          const file = productFile(products, Number(request.params.page), perFile);
          return file && productUrlSetXml(base, file);
        }),
      );
    },
  });
}
