import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_PRELOADS, preloadFor, ROUTE_PRELOADS_FILE, withHints, type RoutePreloadTable } from '../../src/api/contract/routeHints.ts';
import { PRERENDER_FILE, withInlineStyles, withPrerendered, type PrerenderTable } from '../../src/api/contract/prerender.ts';
import { brandFor } from '../../src/api/contract/brand.ts';

interface Shell {
  mtimeMs: number;
  html: string;
  table: RoutePreloadTable;
  prerendered: PrerenderTable;
  byRoute: Map<string, string>;
}

const readJson = <T>(file: string, fallback: T): T => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback; // a build without it: the plain shell
  }
};

/**
 * index.html for an app route, with that route's page and layout chunks announced in the head
 * (src/api/contract/routeHints.ts) and its stylesheets written in (the first paint waits for no
 * request; the plain /index.html the service worker keeps links them), and the route table path it
 * matched; with `drawn`, a page drawn at
 * build time also in its body, in the brand of the host (src/api/contract/prerender.ts). Rebuilt when
 * index.html changes on disk; one string per route, brand and drawing.
 */
export function shellRenderer(root: string): (pathname: string, host?: string, drawn?: boolean) => { html: string; route?: string } | null {
  let shell: Shell | null = null;
  const load = (): Shell | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(join(root, 'index.html')).mtimeMs;
    } catch {
      return null;
    }
    if (shell?.mtimeMs === mtimeMs) return shell;
    shell = {
      mtimeMs,
      html: readFileSync(join(root, 'index.html'), 'utf8'),
      table: readJson(join(root, ROUTE_PRELOADS_FILE), EMPTY_PRELOADS),
      prerendered: readJson(join(root, PRERENDER_FILE), {}),
      byRoute: new Map(),
    };
    return shell;
  };
  const readAsset = (href: string): string | null => {
    try {
      return readFileSync(join(root, href), 'utf8');
    } catch {
      return null; // left as a link
    }
  };
  return (pathname, host = '', drawn = false) => {
    const s = load();
    if (!s) return null;
    const route = preloadFor(s.table, pathname);
    if (!route) return { html: s.html };
    const brand = brandFor(host, pathname).key;
    const page = drawn ? s.prerendered[route.path]?.[brand] : undefined;
    const key = page ? `${route.path} ${brand}` : route.path;
    let html = s.byRoute.get(key);
    if (html === undefined) {
      html = withInlineStyles(withHints(s.html, route), readAsset);
      if (page) html = withPrerendered(html, page);
      s.byRoute.set(key, html);
    }
    return { html, route: route.path };
  };
}
