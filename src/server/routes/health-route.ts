import type { FastifyInstance } from 'fastify';

/** `/healthz` and `/livez`: 200 while the process runs, checking nothing else. */
export function healthRoute(app: FastifyInstance) {
  app.get('/healthz', { config: { rateLimit: false } }, () => ({ status: 'ok' }));
  app.get('/livez', { config: { rateLimit: false } }, () => ({ status: 'ok' }));
}
