import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context.ts';
import { shellRenderer } from './shellHtml.ts';
import { bootDataFor, personal, signedIn, withBootData } from './bootData.ts';
import { htmlHeaders } from './security.ts';
import { compressedHtml } from './compressedHtml.ts';
import { serverDrawer } from './serverDrawn.ts';
import { getCookie } from 'hono/cookie';
import { BREAKPOINT_KEY } from '../../src/api/contract/cookies.ts';
import { withPrerendered } from '../../src/api/contract/prerender.ts';
import type { Logger } from '../log.ts';

/** Hashed build assets never change; the shell, sw.js and the manifest must always be revalidated. */
function cacheControl(path: string): string {
  return /\/assets\/.+-[\w-]{8,}\.\w+$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves dist/ (precompressed .br/.gz when the browser accepts them) and index.html for app routes, with the visitor's boot data. */
export function mountStatic(app: Hono<AppEnv>, distDir: string, connectSrc: readonly string[] = [], log: Pick<Logger, 'error'> = console) {
  const root = distDir;
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  const shell = shellRenderer(root);
  const drawForVisitor = serverDrawer(root, log);
  app.use('*', async (c, next) => {
    // '/' is an app route like any other (its boot data below); /index.html stays the plain shell the service worker keeps
    if (c.req.path === '/' || c.req.path.startsWith('/v1/') || c.req.path.startsWith('/v2/')) return next();
    // the server's own bundle (server/http/serverDrawn.ts) is not a file anyone downloads
    if (c.req.path.startsWith('/ssr/')) return c.notFound();
    // the shell as a file (the service worker precaches it and answers app routes with it): its policy allows its boot script
    if (c.req.path === '/index.html') {
      const plain = shell(c.req.path);
      if (plain) htmlHeaders(c, plain.html, connectSrc);
    }
    const res = await files(c, next);
    if (res instanceof Response && (res.status === 200 || res.status === 206)) res.headers.set('Cache-Control', cacheControl(c.req.path));
    return res;
  });
  // Any app route that is not a file and not an API path answers the shell.
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/v1/') || path.startsWith('/v2/') || path.startsWith('/uploads/') || /\.[a-z0-9]+$/i.test(path)) return next();
    const route = shell(path);
    if (route === null) return next();
    const url = new URL(c.req.url);
    const boot = await bootDataFor(app, c.req.header('cookie'), route.route, url.searchParams, {
      env: c.env,
      forwardedFor: c.req.header('x-forwarded-for'),
    });
    // a page drawn at build time is the same for everyone who is not signed in (the signed-in are sent on from it);
    // some pages are drawn per visit with the visitor's first data (signed in, or not for the mall's public pages)
    const host = c.req.header('host') ?? '';
    const drawn = route.route
      ? await drawForVisitor(
          {
            route: route.route,
            path,
            search: url.search,
            host,
            userAgent: c.req.header('user-agent'),
            mobileHint: c.req.header('sec-ch-ua-mobile'),
            measured: getCookie(c, BREAKPOINT_KEY),
          },
          boot,
        )
      : null;
    const page = drawn ? { html: withPrerendered(route.html, drawn) } : signedIn(boot) ? route : (shell(path, host, true) ?? route);
    // a page that carries someone's token and data, or a captcha of its own, is never kept on the way (the browser holds the cookie anyway)
    c.header('Cache-Control', personal(boot) ? 'private, no-cache' : 'no-cache');
    c.header('Vary', 'Cookie');
    const html = withBootData(page.html, boot);
    htmlHeaders(c, html, connectSrc);
    return compressedHtml(c, html);
  });
}
