import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { routePreloads } from './scripts/routePreloads.ts';

const api = { target: `http://localhost:${process.env.PORT || 8080}`, changeOrigin: true };

let outDir = resolve('dist');

export default defineConfig({
  plugins: [
    react(),
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
        // entry and the chunks/styles it loads up front (its modulepreload and stylesheet links), icons. Each area's chunks are cached at runtime the
        // first time they load (sw.ts). The manifest is not precached: the server answers it by host.
        globPatterns: ['index.html', 'route-preloads.json', 'assets/*.{js,css}', 'icons/*.png', 'favicon.svg'],
        manifestTransforms: [
          async (entries) => {
            const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
            const shell = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
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
    chunkSizeWarningLimit: 800,
    // Everything the entry imports statically in one chunk with it: react, tslib and the like were
    // split into tiny chunks of their own (shared with lazy chunks), each a request before first paint.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] } } },
  },
});
