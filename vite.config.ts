import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const api = { target: `http://localhost:${process.env.PORT || 8080}`, changeOrigin: true };

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell only: each area's chunks are cached at runtime the first time they load.
        globPatterns: ['index.html', 'assets/index-*.{js,css}', 'icons/*.png', 'favicon.svg'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/v1': api, '/v2': api, '/uploads': api } },
  build: { target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 800 },
});
