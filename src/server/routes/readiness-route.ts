import type { FastifyInstance } from 'fastify';
import type { ModelCheck } from '../engines/check-model-served.ts';

/**
 * `GET /readyz`: ready to write recipes, with what is known of the model. Once the server starts
 * shutting down, Fastify itself answers every request, this one included, with a 503.
 */
export function readinessRoute(app: FastifyInstance, modelCheck: ModelCheck | undefined) {
  app.get('/readyz', { config: { rateLimit: false } }, () => ({
    status: 'ready',
    ...(modelCheck ? { model: { name: modelCheck.model, served: modelCheck.served } } : {}),
  }));
}
