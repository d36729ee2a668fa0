import { matchPattern } from './routes/meta.ts';

/**
 * dist/route-preloads.json, written by scripts/routePreloads.ts: for each app route (in table
 * order), the indexes in `files` of its page and layout chunks and styles beyond the shell.
 */
export interface RoutePreloadTable {
  files: string[];
  routes: { path: string; files: number[] }[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
export const EMPTY_PRELOADS: RoutePreloadTable = { files: [], routes: [] };

const attr = (s: string) => s.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The link tags for a route's files: scripts as modulepreload; styles as the stylesheets the page
 * will apply anyway, so they are parsed while the document loads and the app's chunk loader
 * (which skips stylesheets already in the document) does not add them again in the middle of the
 * first render.
 */
export function hintTags(files: string[]): string {
  return files
    .map((f) => (f.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${attr(f)}">` : `<link rel="modulepreload" crossorigin href="/${attr(f)}">`))
    .join('');
}

/** The route entry for a pathname (first match, as the route tables match), or undefined. */
export function preloadFor(table: RoutePreloadTable, pathname: string): { path: string; files: string[] } | undefined {
  const route = table.routes.find((r) => matchPattern(r.path, pathname));
  return route && { path: route.path, files: route.files.map((i) => table.files[i]).filter((f) => f !== undefined) };
}

/**
 * The shell with a route's chunks announced at the end of its head, so the browser fetches them
 * alongside the entry instead of after it has run. Used by the server and the service worker.
 */
export function withHints(html: string, route: { files: string[] } | undefined): string {
  return route && route.files.length > 0 ? html.replace('</head>', `${hintTags(route.files)}</head>`) : html;
}
