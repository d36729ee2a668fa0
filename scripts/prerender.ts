// `npm run build`'s second step: builds src/prerender/pages.tsx for Node into dist/ssr/ (the server
// draws signed-in visitors' pages with it, server/http/serverDrawn.ts; never served as a file), and
// draws the sign-in pages of src/api/contract/prerender.ts for each brand into dist/prerendered.json
// (the server puts them in those pages' HTML).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { brandFor } from '../src/api/contract/brand.ts';
import { PRERENDER_FILE, PRERENDERED_PATHS, SSR_DIR, type PrerenderTable } from '../src/api/contract/prerender.ts';
import { findRoute } from '../src/api/contract/routes/index.ts';
import { documentTitle } from '../src/ui/brand.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist', SSR_DIR);
const HOSTS = { default: 'localhost', wlh: 'wlh.localhost' } as const;

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [react()],
  publicDir: false,
  // React's production build: the server draws pages with it on every signed-in first load
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // everything bundled: antd-mobile's packages mix module formats that Node alone does not resolve
  ssr: { noExternal: true },
  build: { ssr: 'src/prerender/pages.tsx', outDir, emptyOutDir: true, minify: false },
});
const { render } = (await import(pathToFileURL(resolve(outDir, 'pages.js')).href)) as typeof import('../src/prerender/pages.tsx');

const table: PrerenderTable = {};
for (const path of PRERENDERED_PATHS) {
  const routeTitle = findRoute(path)?.route.meta.title;
  const page = (key: keyof typeof HOSTS) => ({ html: render(path, HOSTS[key]), title: documentTitle(routeTitle, brandFor(HOSTS[key], path)) });
  table[path] = { default: page('default'), wlh: page('wlh') };
}
writeFileSync(resolve(root, 'dist', PRERENDER_FILE), JSON.stringify(table));
console.log(`prerendered ${PRERENDERED_PATHS.length} pages into dist/${PRERENDER_FILE}`);
