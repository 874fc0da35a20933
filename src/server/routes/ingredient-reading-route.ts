import type { FastifyInstance } from 'fastify';
import {
  ingredientReadingPath,
  type IngredientReadingAnswer,
} from '../../shared/ingredient-reading.ts';
import type { RecipeLimits } from '../../shared/recipe-api.ts';
import type { Kitchen } from '../kitchen/kitchen.ts';

/** The text with each misspelt word the kitchen read put right, its case and the rest kept. */
function putRight(text: string, corrections: readonly { typed: string; read: string }[]) {
  return corrections.reduce(
    (corrected, { typed, read }) =>
      corrected.replace(new RegExp(`(?<![\\p{L}\\p{N}])${typed}(?![\\p{L}\\p{N}])`, 'iu'), read),
    text,
  );
}

/** `GET /api/ingredient-reading?text=…`: 'Did you mean…' for a misspelt ingredient. */
export function ingredientReadingRoute(
  app: FastifyInstance,
  kitchen: Kitchen,
  limits: RecipeLimits,
) {
  app.get<{ Querystring: { text: string } }>(
    ingredientReadingPath,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['text'],
          properties: {
            text: { type: 'string', minLength: 1, maxLength: limits.maxIngredientLength },
          },
        },
      },
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request, reply): Promise<IngredientReadingAnswer> => {
      const { text } = request.query;
      const { ingredient, corrections } = kitchen.readIngredient(text);
      // The same text always reads the same: the page may keep the answer.
      reply.header('cache-control', 'public, max-age=3600');
      if (!ingredient || corrections.length === 0) return {};
      const didYouMean = putRight(text, corrections);
      return didYouMean === text ? {} : { didYouMean };
    },
  );
}
