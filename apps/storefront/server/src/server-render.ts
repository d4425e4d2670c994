// Pages with their content in the first response: the storefront's server-side renderer (built
// beside the app into ssr/render.js, see apps/storefront/src/server-entry.tsx) fills #root, the rules
// of the app's stylesheet that the markup uses are inlined (the rest loads at the end of the body),
// the first eager image is preloaded, and the data the markup was rendered from goes with it, so the
// browser hydrates exactly what was painted.
import { SERVER_STATE_ID } from '@phonehub/contracts';
import type Beasties from 'beasties';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { escapeHtml, jsonForScript } from './html';

/**
 * What the browser reads back as ServerState (apps/storefront/src/app/server-state.ts), described
 * here by shape: the server (and the API's tests that start it) type-check without the browser's
 * libraries, which that file's types pull in.
 */
interface ServerState {
  config: Record<string, unknown>;
  queries?: unknown;
  hydrate?: boolean;
}

interface RenderedPage {
  html: string;
  state: ServerState['queries'];
}

interface RenderModule {
  renderPage(
    url: string,
    options: { apiUrl: string; config: ServerState['config']; shell?: boolean },
  ): Promise<RenderedPage>;
}

export interface ServerRenderer {
  /**
   * indexHtml (with its head already written) holding the rendered page. `shell`: only the layout
   * around a loading block, for pages drawn from the browser's own storage (the cart); the browser
   * then renders them afresh instead of hydrating. Falls back to indexHtml when rendering fails.
   */
  fill(
    indexHtml: string,
    url: string,
    options: { cacheKey: string; shell?: boolean; onError?: (error: unknown) => void },
  ): Promise<string>;
}

/** The app's one stylesheet (the build puts all of the host's styles in styles.[hash].css). */
function findStylesheet(root: string): string | undefined {
  return readdirSync(root).find((name) => /^styles\.[0-9a-f]+\.css$/.test(name));
}

/** Null when the build has no server renderer (an older build, or a test's fake app). */
export function createServerRenderer(
  root: string,
  apiUrl: string,
  config: ServerState['config'],
): ServerRenderer | null {
  const bundle = join(root, 'ssr', 'render.js');
  const stylesheet = findStylesheet(root);
  if (!existsSync(bundle) || !stylesheet) return null;
  const render = createRequire(bundle)(bundle) as RenderModule;
  const css = readFileSync(join(root, stylesheet), 'utf8');
  // Required only when there is a renderer: beasties' parsers are ESM-only, which Node 20.19 loads
  // but jest compiles only where asked to (the tools' tests load this server without a renderer).
  // A plain require, so the frontend server's bundle (the images have no node_modules) carries it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const BeastiesClass = require('beasties') as typeof Beasties;
  const beasties = new BeastiesClass({
    path: root,
    publicPath: '/',
    reduceInlineStyles: true,
    pruneSource: false,
    logLevel: 'silent',
  });
  // The rules a kind of page uses are worked out from its first rendering: the same few per route.
  const critical = new Map<string, Promise<string>>();

  const criticalCss = (cacheKey: string, markup: string): Promise<string> => {
    let rules = critical.get(cacheKey);
    if (!rules) {
      rules = beasties
        .process(`<!doctype html><html><head><style>${css}</style></head><body>${markup}</body></html>`)
        .then((out) => /<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? css);
      rules.catch(() => critical.delete(cacheKey));
      critical.set(cacheKey, rules);
    }
    return rules;
  };

  return {
    async fill(indexHtml, url, { cacheKey, shell = false, onError }) {
      try {
        const page = await render.renderPage(url, { apiUrl, config, shell });
        const rules = await criticalCss(`${shell ? 'shell' : 'page'} ${cacheKey}`, page.html);
        const state: ServerState = { config, queries: page.state, hydrate: !shell };
        const image = /<main[\s\S]*?<img(?![^>]*loading="lazy")[^>]*?src="([^"]+)"/.exec(page.html)?.[1];
        const head = [
          `<style>${rules.replace(/<\/style/gi, '<\\/style')}</style>`,
          ...(image ? [`<link rel="preload" as="image" href="${image}" fetchpriority="high">`] : []),
        ].join('');
        const body =
          `<div id="root">${page.html}</div>` +
          `<script id="${SERVER_STATE_ID}" type="application/json">${jsonForScript(state)}</script>` +
          `<link rel="stylesheet" href="/${escapeHtml(stylesheet)}">`;
        return indexHtml.replace('</head>', `${head}</head>`).replace(/<div id="?root"?><\/div>/, body);
      } catch (error) {
        onError?.(error);
        return indexHtml;
      }
    },
  };
}
