import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPage } from './scripts/prerender-page.ts';

/** Writes `.br` and `.gz` twins of the text assets, which the server sends as they are. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await readdir(dir, { recursive: true });
      for (const file of files.filter((name) => /\.(js|css|html|svg|txt)$/.test(name))) {
        const content = await readFile(join(dir, file));
        await writeFile(join(dir, `${file}.br`), brotliCompressSync(content));
        await writeFile(join(dir, `${file}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    prerenderPage('src/client/page-shell.tsx'),
    // The manifest and a service worker that keeps the built page, every lazily loaded chunk
    // included, so the page installs and opens with no network (decision 012).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Chef Claude',
        short_name: 'Chef Claude',
        description: 'List the ingredients you have on hand and Chef Claude suggests a recipe.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#f9f7f2',
        background_color: '#f9f7f2',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-512-maskable.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,txt,webmanifest}'],
        navigateFallback: '/index.html',
        // The API's answers are about one moment: they go to the network, never to a cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/metrics/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    // `npm run dev` runs the API server beside Vite on this port.
    proxy: { '/api': 'http://localhost:3001', '/healthz': 'http://localhost:3001' },
  },
});
