import type { FastifyInstance } from 'fastify';

export function healthRoute(app: FastifyInstance) {
  app.get('/healthz', { config: { rateLimit: false } }, () => ({ status: 'ok' }));
}
