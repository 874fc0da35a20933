import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built page. Vite names every asset after its content hash, so those may be kept
 * for a year; the HTML is revalidated so a deploy shows at once. Files are served from their
 * precompressed `.br`/`.gz` twins when the browser accepts them.
 */
export async function registerStaticPage(app: FastifyInstance, clientDir: string) {
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
