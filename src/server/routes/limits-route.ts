import type { FastifyInstance } from 'fastify';
import { recipeLimitsPath, type RecipeLimits } from '../../shared/recipe-api.ts';

/** `GET /api/limits`: what `POST /api/recipe` accepts, so the page can say so before sending. */
export function limitsRoute(app: FastifyInstance, limits: RecipeLimits) {
  app.get(recipeLimitsPath, () => limits);
}
