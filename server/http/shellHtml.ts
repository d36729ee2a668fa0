import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_PRELOADS, preloadFor, ROUTE_PRELOADS_FILE, withHints, type RoutePreloadTable } from '../../src/api/contract/routeHints.ts';

interface Shell {
  mtimeMs: number;
  html: string;
  table: RoutePreloadTable;
  byRoute: Map<string, string>;
}

/**
 * index.html for an app route, with that route's page and layout chunks announced in the head
 * (src/api/contract/routeHints.ts), and the route table path it matched. Rebuilt when index.html changes on
 * disk; one string per route.
 */
export function shellRenderer(root: string): (pathname: string) => { html: string; route?: string } | null {
  let shell: Shell | null = null;
  const load = (): Shell | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(join(root, 'index.html')).mtimeMs;
    } catch {
      return null;
    }
    if (shell?.mtimeMs === mtimeMs) return shell;
    let table = EMPTY_PRELOADS;
    try {
      table = JSON.parse(readFileSync(join(root, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloadTable;
    } catch {
      // a build without the table: the plain shell
    }
    shell = { mtimeMs, html: readFileSync(join(root, 'index.html'), 'utf8'), table, byRoute: new Map() };
    return shell;
  };
  return (pathname) => {
    const s = load();
    if (!s) return null;
    const route = preloadFor(s.table, pathname);
    if (!route) return { html: s.html };
    let html = s.byRoute.get(route.path);
    if (html === undefined) {
      html = withHints(s.html, route);
      s.byRoute.set(route.path, html);
    }
    return { html, route: route.path };
  };
}
