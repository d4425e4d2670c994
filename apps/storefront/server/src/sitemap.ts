// The storefront's sitemaps: /sitemap.xml is a sitemap index naming /sitemap-pages.xml (home,
// marketplace, categories, information pages) and /sitemap-products-1.xml, -2… (every listed
// product, `perFile` to a file). The protocol allows 50,000 URLs a file; a smaller file is cheaper
// to build and to fetch, and more of them cost a crawler nothing.
import type { SitemapProduct } from '@phonehub/contracts';
import { CATEGORIES } from '@phonehub/domain';
import { escapeXml } from './html';
import { INFO_PAGES } from './page-routes';

/** The protocol's limit on URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Products per sitemap file by default. */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_PAGES_PATH = '/sitemap-pages.xml';
/** The route of the products' files; `page` counts from 1. */
export const SITEMAP_PRODUCTS_ROUTE = '/sitemap-products-:page(^\\d+).xml';
export const sitemapProductsPath = (page: number) => `/sitemap-products-${page}.xml`;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PROLOGUE = '<?xml version="1.0" encoding="UTF-8"?>';

/** The pages that are not products: what a crawler should find without any product. */
export function staticPaths(): string[] {
  return [
    '/',
    '/marketplace',
    ...CATEGORIES.map((category) => `/marketplace?category=${encodeURIComponent(category.singular)}`),
    '/trade',
    '/partner-program',
    ...INFO_PAGES,
  ];
}

/** Checks a configured file size against the protocol's limit. */
export function productsPerFile(value: number | undefined): number {
  const perFile = value ?? SITEMAP_PRODUCTS_PER_FILE;
  if (!Number.isInteger(perFile) || perFile < 1 || perFile > SITEMAP_MAX_URLS)
    throw new Error(`A sitemap file holds 1 to ${SITEMAP_MAX_URLS} URLs, got ${perFile}`);
  return perFile;
}

/** How many product files `count` products fill. */
export const productFileCount = (count: number, perFile: number) => Math.ceil(count / perFile);

/** The products of file `page` (from 1); undefined past the last file. */
export function productFile(
  products: readonly SitemapProduct[],
  page: number,
  perFile: number,
): SitemapProduct[] | undefined {
  if (!Number.isInteger(page) || page < 1 || page > productFileCount(products.length, perFile))
    return undefined;
  return products.slice((page - 1) * perFile, page * perFile);
}

/** The latest of the products' changes (a file's lastmod). */
function latest(products: readonly SitemapProduct[]): string | undefined {
  let last: string | undefined;
  for (const { updated_at } of products) if (last === undefined || updated_at > last) last = updated_at;
  return last;
}

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod?: string) =>
  `  <${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`;

/** The index: the static pages' file, then one file per `perFile` products (with its latest change). */
export function sitemapIndexXml(base: string, products: readonly SitemapProduct[], perFile: number): string {
  const files = [entry('sitemap', `${base}${SITEMAP_PAGES_PATH}`)];
  for (let page = 1; page <= productFileCount(products.length, perFile); page++)
    files.push(
      entry(
        'sitemap',
        `${base}${sitemapProductsPath(page)}`,
        latest(productFile(products, page, perFile) ?? []),
      ),
    );
  return `${PROLOGUE}\n<sitemapindex xmlns="${XMLNS}">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** A file of pages: `urls` as base-relative paths, each with its lastmod when known. */
export function urlSetXml(base: string, urls: ReadonlyArray<{ path: string; lastmod?: string }>): string {
  const lines = urls.map(({ path, lastmod }) => entry('url', `${base}${path}`, lastmod));
  return `${PROLOGUE}\n<urlset xmlns="${XMLNS}">\n${lines.join('\n')}\n</urlset>\n`;
}

/** The products' file: each product page with its last change. */
export function productUrlSetXml(base: string, products: readonly SitemapProduct[]): string {
  return urlSetXml(
    base,
    products.map((product) => ({
      path: `/product/${encodeURIComponent(product.id)}`,
      lastmod: product.updated_at,
    })),
  );
}
