import type { Brand } from './brand.ts';

/**
 * dist/prerendered.json, written at build time by scripts/prerender.ts: for each page drawn into the
 * HTML (src/prerender/pages.tsx), its markup and document title per brand. The server puts them in
 * that page's HTML for a visitor who is not signed in, so the page is on screen before any script
 * has run; the app then takes it over (src/lib/takeover.ts).
 */
export const PRERENDER_FILE = 'prerendered.json';

export interface PrerenderedPage {
  html: string;
  title: string;
}
export type PrerenderTable = Record<string, Record<Brand['key'], PrerenderedPage>>;

/** The pages drawn at build time: the sign-in pages, the same markup for everyone who is not signed in. */
export const PRERENDERED_PATHS = ['/login', '/loginWLH', '/regist', '/codePage'] as const;

/** index.html's root element with its loading state (the boot spinner), replaced by the page. */
const ROOT = /<div id="root">[\s\S]*?<\/div><\/div>/;
const text = (s: string) => s.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The shell with a page's markup in its root (marked for the app's takeover) and the page's title. */
export function withPrerendered(html: string, page: PrerenderedPage): string {
  if (!ROOT.test(html)) return html;
  return html
    .replace(ROOT, () => `<div id="root" data-prerendered="">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(page.title)}</title>`);
}
