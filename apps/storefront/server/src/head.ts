// The <head> crawlers and link previews read (they run no JavaScript): title, description,
// canonical URL, Open Graph, Twitter card and JSON-LD, from the site settings or the product.
import type { Product, SiteSettingsFields } from '@phonehub/contracts';
import { escapeHtml, jsonForScript } from './html';

export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  noindex: boolean;
  favicon: string;
  og: { type: 'website' | 'product'; title: string; description: string; image: string; siteName: string };
  twitter: { card: string; title: string; description: string; image: string };
  jsonLd: unknown[];
}

export const SITE_NAME = 'PhoneHub';

/** The JSON object the admin entered, or nothing (it is validated on save; a bad row is skipped). */
function organizationData(settings: SiteSettingsFields): unknown[] {
  if (!settings.schema_org_data.trim()) return [];
  try {
    const data: unknown = JSON.parse(settings.schema_org_data);
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? [data] : [];
  } catch {
    return [];
  }
}

/** An absolute address: the API's images are same-origin paths (/api/products/images/…). */
export function absoluteUrl(url: string, base: string): string {
  if (!url) return '';
  try {
    const absolute = new URL(url, `${base}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : '';
  } catch {
    return '';
  }
}

/** Most pages: the site's own tags. */
export function siteHead(
  settings: SiteSettingsFields,
  canonical: string,
  options: { title?: string; noindex?: boolean } = {},
): PageHead {
  const title = options.title ?? settings.title;
  const description = settings.meta_description;
  const ogTitle = options.title ?? (settings.og_title || settings.title);
  const ogDescription = settings.og_description || description;
  return {
    title,
    description,
    keywords: settings.meta_keywords,
    canonical,
    noindex: options.noindex ?? false,
    favicon: settings.favicon,
    og: {
      type: 'website',
      title: ogTitle,
      description: ogDescription,
      image: settings.og_image,
      siteName: SITE_NAME,
    },
    twitter: {
      card: settings.twitter_card,
      title: options.title ?? (settings.twitter_title || ogTitle),
      description: settings.twitter_description || ogDescription,
      image: settings.twitter_image || settings.og_image,
    },
    jsonLd: organizationData(settings),
  };
}

function dollars(price: number): string {
  return price.toFixed(2);
}

/** Short enough for a search snippet: whole words, an ellipsis when cut. */
function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function productDescription(product: Product): string {
  const facts = [product.condition, product.storage, product.color].filter(Boolean).join(', ');
  return snippet(`${product.name} (${facts}) for $${dollars(product.price)}. ${product.description}`);
}

/** schema.org Product with its offer, and its rating when customers have reviewed it. */
export function productJsonLd(product: Product, url: string, base: string): Record<string, unknown> {
  const images = product.images.map((image) => absoluteUrl(image, base)).filter(Boolean);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    ...(images.length > 0 ? { image: images } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.model ? { model: product.model } : {}),
    ...(product.color ? { color: product.color } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: dollars(product.price),
      priceCurrency: 'USD',
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      // Graded stock is refurbished; only a unit sold as New is new.
      itemCondition:
        product.condition === 'New'
          ? 'https://schema.org/NewCondition'
          : 'https://schema.org/RefurbishedCondition',
      seller: { '@type': 'Organization', name: product.seller?.company_name ?? SITE_NAME },
    },
  };
  if (product.review_count > 0 && product.rating !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.review_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** A product's page: its name, price and image in every preview. */
export function productHead(
  settings: SiteSettingsFields,
  product: Product,
  canonical: string,
  base: string,
): PageHead {
  const title = `${product.name} – ${SITE_NAME}`;
  const description = productDescription(product);
  const image = absoluteUrl(product.image_url ?? product.images[0] ?? '', base) || settings.og_image;
  return {
    title,
    description,
    keywords: [product.brand, product.model, product.category_label, 'refurbished']
      .filter(Boolean)
      .join(', '),
    canonical,
    noindex: false,
    favicon: settings.favicon,
    og: { type: 'product', title, description, image, siteName: SITE_NAME },
    twitter: { card: settings.twitter_card, title, description, image },
    jsonLd: [productJsonLd(product, canonical, base)],
  };
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';
}

export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    head.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.favicon ? `<link rel="icon" href="${escapeHtml(head.favicon)}" />` : '',
    meta('property', 'og:type', head.og.type),
    meta('property', 'og:site_name', head.og.siteName),
    meta('property', 'og:title', head.og.title),
    meta('property', 'og:description', head.og.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.og.image),
    meta('name', 'twitter:card', head.twitter.card),
    meta('name', 'twitter:title', head.twitter.title),
    meta('name', 'twitter:description', head.twitter.description),
    meta('name', 'twitter:image', head.twitter.image),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html with this page's head: the template's own title and description give way
 * (and its icon, when the admin set one); the rest of the page (the app's scripts) is untouched.
 */
export function renderHead(indexHtml: string, head: PageHead): string {
  let html = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']?description["']?(?=[\s>/])[^>]*>\s*/i, '');
  if (head.favicon) html = html.replace(/<link\s+rel=["']?icon["']?(?=[\s>/])[^>]*>\s*/i, '');
  const tags = headTags(head);
  // In the head when the template has one; else before the body, else right after the doctype
  // (never before it: that would put the page in quirks mode). A splice keeps '$' in titles literal.
  const headEnd = html.search(/<\/head>/i);
  if (headEnd !== -1) return `${html.slice(0, headEnd)}    ${tags}\n  ${html.slice(headEnd)}`;
  const body = html.search(/<body[\s>]/i);
  if (body !== -1) return `${html.slice(0, body)}${tags}\n${html.slice(body)}`;
  const doctype = html.match(/^\s*<!doctype[^>]*>/i)?.[0] ?? '';
  return `${doctype}${tags}\n${html.slice(doctype.length)}`;
}
