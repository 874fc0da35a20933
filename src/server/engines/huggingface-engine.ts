import { InferenceClient } from '@huggingface/inference';
import { boundedFetch, type ModelResponseBounds } from './bounded-fetch.ts';
import { RecipeFailure } from './recipe-failure.ts';
import { modelFailure } from './model-failure.ts';
import type { RecipeDelta, RecipeEngine } from './recipe-engine.ts';
import { recipeMaxTokens, recipeMessages } from './recipe-prompt.ts';
import { ThinkTagSplitter } from './think-tag-splitter.ts';

export interface HuggingFaceOptions {
  token: string | undefined;
  /**
   * Any OpenAI-compatible server: requests go to `<endpointUrl>/v1/chat/completions` (a URL ending
   * in `/v1` gets `/chat/completions`, one ending in `/chat/completions` is used as it is).
   * Without it, the Hugging Face router.
   */
  endpointUrl: string | undefined;
  model: string;
  responseBounds: ModelResponseBounds;
  /** How long the model may send nothing, neither text nor thought, before its first text. */
  firstTextTimeoutMs: number;
}

// A reason made once: `abort()` without one builds a DOMException, stack and all, on every call.
const callOver = new DOMException('The model call is over', 'AbortError');

/**
 * Recipes from a chat model through Hugging Face's own client library, streamed. A reasoning
 * model's thoughts, in a delta field of their own or in `<think>` tags, become `thinking` deltas.
 * A model that sends nothing for `firstTextTimeoutMs` before its first text fails with a
 * `model-timeout`; each thought counts as life, so a long think is not cut short.
 */
export function createHuggingFaceEngine(options: HuggingFaceOptions): RecipeEngine {
  const client = new InferenceClient(options.token, {
    ...(options.endpointUrl ? { endpointUrl: options.endpointUrl } : {}),
    fetch: boundedFetch(options.responseBounds),
  });

  return {
    source: 'model',
    async *streamRecipe(request, signal) {
      // The call's own controller, beside the recipe's signal: leaving the loop does not cancel
      // the library's request, aborting does; and the first-text deadline restarts with each
      // thought, which a timeout signal cannot. It abandons the model alone: the cookbook may
      // still answer within the recipe's signal.
      const call = new AbortController();
      let firstTextDeadline: NodeJS.Timeout | undefined;
      const waitForText = () => {
        clearTimeout(firstTextDeadline);
        firstTextDeadline = setTimeout(() => {
          call.abort(
            new RecipeFailure(
              'model-timeout',
              `The model sent nothing for ${options.firstTextTimeoutMs} ms before its first text`,
            ),
          );
        }, options.firstTextTimeoutMs).unref();
      };
      const firstTextMissed = () =>
        call.signal.reason instanceof RecipeFailure ? call.signal.reason : undefined;
      waitForText();
      const splitter = new ThinkTagSplitter();
      let finishReason: string | undefined;
      let thought = false;
      let wroteText = false;
      try {
        const chunks = client.chatCompletionStream(
          {
            model: options.model,
            messages: [...recipeMessages(request)],
            max_tokens: recipeMaxTokens,
          },
          // The library retries a 503 at once and forever; we fail and let the visitor retry.
          { signal: AbortSignal.any([signal, call.signal]), retry_on_error: false },
        );
        for await (const chunk of chunks) {
          const choice = chunk.choices?.[0];
          // A hostile or broken server may send anything in a delta: only text is a recipe.
          for (const delta of deltasOf(choice?.delta, splitter)) {
            if (delta.type === 'text') {
              wroteText = true;
              clearTimeout(firstTextDeadline);
            } else {
              thought = true;
              if (!wroteText) waitForText();
            }
            yield delta;
          }
          if (choice?.finish_reason) finishReason = choice.finish_reason;
        }
        for (const delta of splitter.end()) {
          wroteText = true;
          yield delta;
        }
      } catch (error) {
        if (signal.aborted) return;
        throw firstTextMissed() ?? modelFailure(error, options);
      } finally {
        clearTimeout(firstTextDeadline);
        call.abort(callOver);
      }
      if (signal.aborted) return;
      const missed = firstTextMissed();
      if (missed) throw missed;
      // The library ends quietly when a stream stops without `[DONE]`.
      if (!finishReason) {
        throw new RecipeFailure('stream-broken', 'The model stream ended without a finish reason');
      }
      if (thought && !wroteText) {
        throw new RecipeFailure(
          'model-unavailable',
          `RECIPE_MODEL "${options.model}" stopped (${finishReason}) while still thinking, before writing any recipe: the spec's ${recipeMaxTokens} tokens are too few for its reasoning; choose a model that does not reason, or turn its reasoning off on the server`,
        );
      }
    },
  };
}

/** A chunk's delta as recipe deltas: the reasoning fields say thinking, the content is split. */
function deltasOf(delta: object | undefined, splitter: ThinkTagSplitter): RecipeDelta[] {
  if (!delta) return [];
  const fields = delta as Record<string, unknown>;
  const thought = [fields.reasoning_content, fields.reasoning].some(
    (value) => typeof value === 'string' && value !== '',
  );
  const content = typeof fields.content === 'string' ? splitter.push(fields.content) : [];
  return thought && !content.some((piece) => piece.type === 'thinking')
    ? [{ type: 'thinking' }, ...content]
    : content;
}
