import type { Brand } from './brand.ts';

/**
 * dist/prerendered.json, written at build time by scripts/prerender.ts: for each page drawn into the
 * HTML (src/prerender/pages.tsx), its markup and document title per brand. The server puts them in
 * that page's HTML for a visitor who is not signed in, so the page is on screen before any script
 * has run; the app then takes it over (src/lib/takeover.ts).
 */
export const PRERENDER_FILE = 'prerendered.json';
/** dist/ssr/pages.js: src/prerender/pages.tsx built for Node (the server's, never sent as a file). */
export const SSR_DIR = 'ssr';

export interface PrerenderedPage {
  html: string;
  title: string;
  /** The breakpoint a signed-in page was drawn for (its layout depends on it); none for the sign-in pages (theirs does not). */
  breakpoint?: Breakpoint;
}
export type PrerenderTable = Record<string, Record<Brand['key'], PrerenderedPage>>;

/** The pages drawn at build time: the sign-in pages, the same markup for everyone who is not signed in. */
export const PRERENDERED_PATHS = ['/login', '/loginWLH', '/regist', '/codePage'] as const;

/**
 * The pages the server draws for a signed-in visitor, with their first data (src/prerender/signedIn.tsx):
 * each visitor's own, drawn per request, never kept.
 */
export const SERVER_DRAWN_PATHS = ['/cultivate/learningtasks', '/home', '/manage/classList', '/manage/teacherList', '/productDetail', '/shopHome'] as const;

/** Phone < 768 px, tablet 768–1199 px, desktop ≥ 1200 px (src/ui/useBreakpoint.ts measures it). */
export type Breakpoint = 'phone' | 'tablet' | 'desktop';

/** What the server knows of a signed-in visit when it draws its page. */
export interface SignedInVisit {
  path: string;
  search: string;
  host: string;
  /** The answers the server put in the page's boot data (server/http/bootData.ts), by call key. */
  answers: Record<string, { data?: unknown } | undefined>;
  /** The breakpoint the server guessed for the visitor (server/http/serverDrawn.ts). */
  breakpoint: Breakpoint;
}

/** dist/ssr/pages.js as the server uses it (src/prerender/pages.tsx). */
export interface ServerPages {
  /** The page as the app's first render draws it, and its document title; null when it is not drawn. */
  renderSignedIn(visit: SignedInVisit): PrerenderedPage | null;
}

/** index.html's root element with its loading state (the boot spinner), replaced by the page. */
const ROOT = /<div id="root">[\s\S]*?<\/div><\/div>/;
const text = (s: string) => s.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Run right after a page drawn for a breakpoint, before anything is painted: when the window is of
 * another breakpoint (the server guessed wrong: a narrow desktop window, a phone that says it is a
 * desktop), that page is put back to the loading state, so no layout for another screen is shown;
 * the app then draws the page as it does without one. Thresholds as src/ui/useBreakpoint.ts.
 */
const RIGHT_BREAKPOINT =
  '(function(){var r=document.getElementById("root"),w=window.innerWidth,b=w<768?"phone":w<1200?"tablet":"desktop";' +
  'if(r&&r.getAttribute("data-breakpoint")!==b){r.removeAttribute("data-prerendered");r.innerHTML=' +
  '\'<div class="boot" role="status"><span class="boot-spinner" aria-hidden="true"></span><span>加载中…</span></div>\'}})()';

/** A picture marked as its page's first (pictureLoading in src/ui/firstPicture.ts), as React writes it. */
const MARKED_FIRST = /<img(?=[^>]*\sfetchpriority="high")[^>]*?\ssrc="([^"]+)"/;

/**
 * A preload, at the top of the head, of the picture the page marked as its first (its largest paint):
 * written 40 KB down, after the inlined styles, it was asked for ~700 ms after the HTML had arrived
 * (4× CPU) and drawn after the first paint, in a later frame behind the app's code.
 */
function preloadFirstPicture(html: string, drawn: string): string {
  const src = MARKED_FIRST.exec(drawn)?.[1];
  return src ? html.replace(/<meta charset="UTF-8" \/>/, (meta) => `${meta}<link rel="preload" as="image" href="${src}" fetchpriority="high">`) : html;
}

/** The shell with a page's markup in its root (marked for the app's takeover) and the page's title; its code loads after the first paint. */
export function withPrerendered(html: string, page: PrerenderedPage): string {
  if (!ROOT.test(html)) return html;
  html = preloadFirstPicture(html, page.html);
  const root = page.breakpoint
    ? `<div id="root" data-prerendered="" data-breakpoint="${page.breakpoint}">${page.html}</div><script>${RIGHT_BREAKPOINT}</script>`
    : `<div id="root" data-prerendered="">${page.html}</div>`;
  return codeAfterFirstPaint(html.replace(ROOT, () => root).replace(/<title>[^<]*<\/title>/, () => `<title>${text(page.title)}</title>`));
}

/** The type of a stylesheet link whose rules are written into the HTML beside it. */
export const INLINED_STYLESHEET_TYPE = 'text/x-inlined';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * A route's stylesheets written into its HTML: the first frame then waits for no request (a drawn
 * sign-in page waited for four to seven, the mall's home for twelve). Each keeps its link, because the
 * app's chunk loader adds a stylesheet that is not linked in the document, and a second copy after the
 * others would change which rule wins; the link's type is one no browser styles with, so it is neither
 * fetched nor applied (a `disabled` link was still fetched: up to twelve requests before the first
 * paint; the service worker's precache fetches the files for offline use anyway).
 */
/** The stylesheets a page links, by address, in order. */
export const linkedStylesheets = (html: string): string[] => [...html.matchAll(STYLESHEET)].map((m) => m[1]!);

export function withInlineStyles(html: string, read: (href: string) => string | null): string {
  return html.replace(STYLESHEET, (tag, href: string) => {
    const css = read(href);
    return css === null
      ? tag
      : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${href}" type="${INLINED_STYLESHEET_TYPE}">`;
  });
}

const MODULE_TAGS = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>|<script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>/g;

/**
 * A page already in its HTML needs no script to be seen, and the browser compiles modules on the
 * page's one thread: fetched and compiled before the first frame, they put it off (measured: +216 ms
 * over a bare page at 4× CPU, +105 ms without them). So the module preloads and the entry leave the
 * head, and a script at the end of the body adds them back once the first frame is drawn (a
 * setTimeout after requestAnimationFrame), and where the page marks a first picture (its largest
 * paint), once that picture has loaded and been drawn too: a picture that arrived while the code was
 * compiling waited for it (a shop's home: ~400 ms after its bytes, at 4× CPU). The second timer covers
 * a tab opened in the background, where frames wait until it is shown, and a picture that never comes.
 */
export function codeAfterFirstPaint(html: string): string {
  const preloads: string[] = [];
  let entry = '';
  const rest = html.replace(MODULE_TAGS, (_tag, preload?: string, script?: string) => {
    if (preload) preloads.push(preload);
    else if (script) entry = script;
    return '';
  });
  if (!entry) return html;
  const loader =
    '(function(){var done=0;function add(el){el.crossOrigin="";document.head.appendChild(el)}' +
    'function go(){if(done)return;done=1;' +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;add(l)});` +
    `var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};add(s)}` +
    // after the first frame, and after the page's first picture has loaded and been drawn (the frame after its load)
    'function later(){requestAnimationFrame(function(){setTimeout(go)})}' +
    'requestAnimationFrame(function(){var p=document.querySelector(\'#root img[fetchpriority="high"]\');' +
    'if(!p||p.complete)later();else{p.addEventListener("load",later);p.addEventListener("error",later)}});' +
    'setTimeout(go,1000)})()';
  return rest.replace('</body>', () => `<script>${loader}</script></body>`);
}
