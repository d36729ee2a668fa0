import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Breakpoint, type PrerenderedPage, SERVER_DRAWN_PATHS, type ServerPages, type SignedInVisit, SSR_DIR } from '../../src/api/contract/prerender.ts';
import type { BootData } from '../../src/api/contract/boot.ts';
import type { Logger } from '../log.ts';

/**
 * The visitor's breakpoint before any script has measured the window: the one the app measured on
 * the last visit (its cookie), else a phone says so in its Sec-CH-UA-Mobile hint (Chromium) or its
 * user agent, a tablet in its user agent; anything else is taken for a desktop. A wrong guess costs
 * one redraw when the app takes the page over.
 */
export function breakpointGuess(userAgent = '', mobileHint = '', measured = ''): Breakpoint {
  if (measured === 'phone' || measured === 'tablet' || measured === 'desktop') return measured;
  if (mobileHint === '?1') return 'phone';
  if (/iPad|Tablet|PlayBook|Silk/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'phone';
  return 'desktop';
}

export interface SignedInRequest {
  /** the route table's path the request matched */
  route: string;
  path: string;
  search: string;
  host: string;
  userAgent?: string;
  mobileHint?: string;
  /** the breakpoint cookie (BREAKPOINT_KEY) */
  measured?: string;
}

/**
 * Draws a signed-in visitor's page into its HTML with the answers of its boot data, for the routes
 * of SERVER_DRAWN_PATHS, with the build's server bundle (dist/ssr/pages.js, scripts/prerender.ts).
 * Null where there is no bundle (a server run without a build), for other routes, and when the page
 * cannot be drawn: the app then draws it as before, so a failure here costs only time.
 */
export function serverDrawer(distDir: string, log: Pick<Logger, 'error'>) {
  const file = join(distDir, SSR_DIR, 'pages.js');
  let pages: Promise<ServerPages | null> | null = null;
  const load = () =>
    (pages ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ServerPages>).catch((error: unknown) => {
          log.error('页面服务端渲染模块加载失败', { error: String(error) });
          return null;
        })
      : Promise.resolve(null));
  // loaded at start, not by the first signed-in visitor (its 2–3 MB take a few hundred ms to read)
  void load();
  return async (request: SignedInRequest, boot: BootData | null): Promise<PrerenderedPage | null> => {
    if (!(SERVER_DRAWN_PATHS as readonly string[]).includes(request.route) || !boot?.answers) return null;
    const module = await load();
    if (!module) return null;
    try {
      return module.renderSignedIn({
        path: request.path,
        search: request.search,
        host: request.host,
        answers: boot.answers.byCall as SignedInVisit['answers'],
        breakpoint: breakpointGuess(request.userAgent, request.mobileHint, request.measured),
      });
    } catch (error) {
      log.error('页面服务端渲染失败', { route: request.route, error: String(error) });
      return null;
    }
  };
}
