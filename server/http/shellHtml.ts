import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { matchPattern } from '../../src/app/routeMeta.ts';
import type { RoutePreload } from '../../scripts/routePreloads.ts';

interface Shell {
  mtimeMs: number;
  html: string;
  routes: RoutePreload[];
  byRoute: Map<string, string>;
}

const attr = (s: string) => s.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The link tags for one route's chunks: scripts as modulepreload, styles as preload (not render-blocking). */
export function hintTags(route: RoutePreload): string {
  const scripts = route.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`);
  const styles = route.styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${attr(f)}">`);
  return [...scripts, ...styles].join('');
}

/**
 * index.html for an app route, with that route's page and layout chunks announced in the head
 * (dist/route-preloads.json, written by the build): a first visit fetches them alongside the entry
 * instead of after it has run. Rebuilt when index.html changes on disk; one string per route.
 */
export function shellRenderer(root: string): (pathname: string) => string | null {
  let shell: Shell | null = null;
  const load = (): Shell | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(join(root, 'index.html')).mtimeMs;
    } catch {
      return null;
    }
    if (shell?.mtimeMs === mtimeMs) return shell;
    let routes: RoutePreload[] = [];
    try {
      routes = JSON.parse(readFileSync(join(root, 'route-preloads.json'), 'utf8')) as RoutePreload[];
    } catch {
      // a build without the table: the plain shell
    }
    shell = { mtimeMs, html: readFileSync(join(root, 'index.html'), 'utf8'), routes, byRoute: new Map() };
    return shell;
  };
  return (pathname) => {
    const s = load();
    if (!s) return null;
    const route = s.routes.find((r) => matchPattern(r.path, pathname));
    if (!route) return s.html;
    let html = s.byRoute.get(route.path);
    if (html === undefined) {
      html = s.html.replace('</head>', `${hintTags(route)}</head>`);
      s.byRoute.set(route.path, html);
    }
    return html;
  };
}
