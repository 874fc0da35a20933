import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    // `npm run dev` runs the API server beside Vite on this port.
    proxy: { '/api': 'http://localhost:3001', '/healthz': 'http://localhost:3001' },
  },
});
