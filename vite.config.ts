import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { routePreloads } from './scripts/routePreloads.ts';
import { compactIcons } from './scripts/compactIcons.ts';
import { OFFLINE_CHUNKS_FILE } from './src/pwa/offlineModules.ts';

/**
 * Automatic splitting left chunks of a few hundred bytes shared by many routes, each one more request:
 * - boot: everything the entry imports statically (react, tslib and the like were chunks of their own);
 * - ui-common: the few tiny hooks and pieces nearly every page uses (logo, end of list, fresh data, 刷新);
 * - ui-base: antd-mobile's small utilities (not those that bring its animation or gesture libraries;
 *   with ahooks and lodash too, the group cost the learner home 5 KB more than it saved in requests);
 * - chrome: what the layouts share (menus, header user, menu button, avatar, the coin balance call, pull to refresh,
 *   the holder of the top navigation they load when idle);
 * - resource-page: what every list page of the resource layer renders first (the page, its filter bar,
 *   table, pager, export button, value cells and the declarations' helpers): a dozen small chunks were
 *   2 KB more gzip than one. Its forms and detail sheets stay lazy.
 */
const CHUNK_GROUPS = [
  { name: 'boot', tags: ['$initial' as const] },
  { name: 'ui-common', test: /\/src\/ui\/(whenOpen|useBreakpoint|useOnline|useLoad|useFresh|RefreshButton|BrandLogo|LoadMore)\.tsx?$/ },
  {
    name: 'ui-base',
    test: /\/node_modules\/antd-mobile\/es\/utils\/(?!(reduce-and-restore-motion|render|render-imperatively|render-to-body|unstable-render|use-drag-and-pinch|use-tab-list-scroll)\.js)/,
  },
  {
    name: 'chrome',
    test: /\/src\/(app\/layouts\/(SideMenu|menus|serviceCentre|HeaderUser|serviceActions|EmbeddedTopNav)|ui\/(MenuButton|UserAvatar|PullToRefresh|PullToRefreshPage)|api\/simulation|state\/wallet)\.tsx?$/,
  },
  // small modules the resource pages share with others: each its own chunk, as before, so the
  // group below does not take them (a group takes its modules' dependencies along)
  { name: 'timing', test: /\/src\/lib\/timing\.ts$/ },
  { name: 'money', test: /\/src\/api\/contract\/money\.ts$/ },
  // the China-time formatters: the resource pages' value cells use them, and so do the mall's live
  // cards and the learner's tasks (taken along into resource-page, they brought its 24 KB to /home)
  { name: 'china-time', test: /\/src\/api\/contract\/chinaTime\.ts$/ },
  {
    name: 'resource-page',
    test: /\/src\/(ui\/resource\/(ResourcePage|ExportButton|FilterBar|Pager|useResourceList|ValueView|useRegions)|ui\/ResponsiveTable|api\/resource|api\/contract\/resource\/(ops|types|fields|format))\.tsx?$/,
  },
];

const api = { target: `http://localhost:${process.env.PORT || 8080}`, changeOrigin: true };

let outDir = resolve('dist');

export default defineConfig({
  plugins: [
    react(),
    compactIcons(),
    routePreloads(import.meta.dirname),
    { name: 'cy-out-dir', configResolved: (c) => void (outDir = resolve(c.root, c.build.outDir)) },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell only: index.html (with the route chunk table the worker announces in it), the
        // entry and the chunks/styles it loads up front (its modulepreload and stylesheet links), the
        // chunks of the offline modules, icons. Each area's chunks are cached at runtime the first
        // time they load (sw.ts). The manifest is not precached: the server answers it by host.
        globPatterns: ['index.html', 'route-preloads.json', 'assets/*.{js,css}', 'icons/*.png'],
        manifestTransforms: [
          async (entries) => {
            const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
            const shell = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
            // and what must open offline without having been opened before (src/pwa/offlineModules.ts)
            for (const f of JSON.parse(readFileSync(resolve(outDir, OFFLINE_CHUNKS_FILE), 'utf8')) as string[]) shell.add(f);
            return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)), warnings: [] };
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/v1': api, '/v2': api, '/uploads': api } },
  build: {
    target: 'es2020',
    sourcemap: false,
    // The one chunk above 800 kB is the face-matching library (@vladmandic/human, ~1.5 MB), loaded only
    // when a teacher asks for a face match; what pages load first is held by the bench's first-load
    // budgets (bench/run.ts), so this limit only keeps a library that size from being a surprise.
    chunkSizeWarningLimit: 1600,
    // A lazy page's CSS must arrive with it, so its loader names its style files; its JS imports are
    // found by the browser as the chunk loads (a first visit has them all announced in the HTML:
    // server/http/shellHtml.ts). Naming every JS dependency of every page put ~190 file names and
    // their index lists into the entry, a cost that grows with each page.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
    // Fewer, larger chunks on a route's first load: every file is a request (a round trip on
    // HTTP/1.1, a trip through the service worker offline) before the page can render.
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
