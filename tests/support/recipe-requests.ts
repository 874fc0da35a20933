import type { FastifyInstance } from 'fastify';
import { recipePath, type RecipeRequest } from '../../src/shared/recipe-api.ts';
import { readRecipeEvents, type RecipeStreamEvent } from '../../src/shared/recipe-stream.ts';

/** `POST /api/recipe` through `inject`, as the page sends it. */
export function askForRecipe(app: FastifyInstance, request: RecipeRequest) {
  return app.inject({ method: 'POST', url: recipePath, payload: request });
}

/** The events of a recipe response's whole body. */
export async function eventsOf(response: { body: string }): Promise<RecipeStreamEvent[]> {
  const events: RecipeStreamEvent[] = [];
  for await (const event of readRecipeEvents(new Blob([response.body]).stream())) {
    events.push(event);
  }
  return events;
}

/** The recipe's text, joined from its `text-delta` events. */
export function textOf(events: readonly RecipeStreamEvent[]): string {
  return events.map((event) => (event.type === 'text-delta' ? event.text : '')).join('');
}
