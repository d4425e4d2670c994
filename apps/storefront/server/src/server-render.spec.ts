// A page from the server-side renderer as the browser first receives it: the content in #root, the
// stylesheet's rules that content uses inlined, the first eager image preloaded, and the data for
// hydration. The renderer here is a stand-in with the built one's interface (ssr/render.js).
import { SERVER_STATE_ID } from '@phonehub/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerRenderer } from './server-render';

const INDEX =
  '<!doctype html><html><head><title>PhoneHub</title><script defer src=/main.1234abcd.js></script></head><body><div id=root></div></body></html>';
const CSS = '.site{display:flex}.hero__title{font-size:2rem}.unused-widget{color:red}';

const RENDER_JS = `
exports.renderPage = async (url, { shell }) => {
  if (url.startsWith('/broken')) throw new Error('render failed');
  const main = shell
    ? '<div role="status">Loading...</div>'
    : '<h1 class="hero__title">Shop</h1><img src="/api/media/a.webp" width="400" height="400" loading="eager"><img src="/api/media/b.webp" loading="lazy">';
  return { html: '<div class="site"><main id="main">' + main + '</main></div>', state: { queries: [{ queryKey: ['products'], state: { data: { url } } }], mutations: [] } };
};`;

describe('createServerRenderer', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storefront-ssr-'));
    writeFileSync(join(root, 'styles.0badc0de.css'), CSS);
    mkdirSync(join(root, 'ssr'));
    writeFileSync(join(root, 'ssr', 'render.js'), RENDER_JS);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const config = { adminPathSuffix: 'abc', remotes: { seller: 'http://localhost:4201/mf-manifest.json' } };

  it('is absent for a build without the renderer', () => {
    rmSync(join(root, 'ssr'), { recursive: true });
    expect(createServerRenderer(root, 'http://127.0.0.1:1', config)).toBeNull();
  });

  it('sends the page with the rules it uses inline, the LCP image preloaded and the data to hydrate with', async () => {
    const renderer = createServerRenderer(root, 'http://127.0.0.1:1', config)!;
    const html = await renderer.fill(INDEX, '/?x=1', { cacheKey: '/' });

    expect(html).toContain(
      '<div id="root"><div class="site"><main id="main"><h1 class="hero__title">Shop</h1>',
    );
    const inline = /<head>[\s\S]*<style>([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('.hero__title');
    expect(inline).toContain('.site');
    expect(inline).not.toContain('.unused-widget');
    expect(html).toContain('<link rel="preload" as="image" href="/api/media/a.webp" fetchpriority="high">');
    expect(html).not.toContain('href="/api/media/b.webp"');
    // The whole stylesheet still arrives, after the content.
    expect(html).toMatch(/<\/script><link rel="stylesheet" href="\/styles.0badc0de.css"><\/body>/);

    const script = new RegExp(
      `<script id="${SERVER_STATE_ID}" type="application/json">([^<]*)</script>`,
    ).exec(html);
    const state = JSON.parse(script?.[1] ?? 'null');
    expect(state).toEqual({
      config,
      hydrate: true,
      queries: { queries: [{ queryKey: ['products'], state: { data: { url: '/?x=1' } } }], mutations: [] },
    });
  });

  it('marks a layout-only page so the browser renders it afresh', async () => {
    const renderer = createServerRenderer(root, 'http://127.0.0.1:1', config)!;
    const html = await renderer.fill(INDEX, '/cart', { cacheKey: '/cart', shell: true });
    expect(html).toContain('<div role="status">Loading...</div>');
    expect(html).toContain('"hydrate":false');
    expect(html).not.toContain('rel="preload"');
  });

  it('falls back to the bare app when rendering fails', async () => {
    const errors: unknown[] = [];
    const renderer = createServerRenderer(root, 'http://127.0.0.1:1', config)!;
    const html = await renderer.fill(INDEX, '/broken', {
      cacheKey: '/broken',
      onError: (error) => errors.push(error),
    });
    expect(html).toBe(INDEX);
    expect(errors).toHaveLength(1);
  });
});
