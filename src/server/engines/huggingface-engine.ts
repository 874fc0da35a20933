import { InferenceClient, InferenceClientProviderApiError } from '@huggingface/inference';
import { boundedFetch, type ModelResponseBounds } from './bounded-fetch.ts';
import type { RecipeEngine } from './recipe-engine.ts';
import { recipeMaxTokens, recipeMessages } from './recipe-prompt.ts';
import { RecipeFailure } from '../recipes/recipe-failure.ts';

export interface HuggingFaceOptions {
  token: string | undefined;
  /** A TGI-compatible server; requests go to `<endpointUrl>/v1/chat/completions`. */
  endpointUrl: string | undefined;
  model: string;
  responseBounds: ModelResponseBounds;
}

/** Recipes from a chat model through Hugging Face's own client library, streamed. */
export function createHuggingFaceEngine(options: HuggingFaceOptions): RecipeEngine {
  const client = new InferenceClient(options.token, {
    ...(options.endpointUrl ? { endpointUrl: options.endpointUrl } : {}),
    fetch: boundedFetch(options.responseBounds),
  });

  return {
    source: 'model',
    async *streamRecipe(request, signal) {
      // Leaving the loop does not cancel the library's request; aborting does, so always abort.
      const controller = new AbortController();
      const abort = () => controller.abort();
      signal.addEventListener('abort', abort);
      let finished = false;
      try {
        const chunks = client.chatCompletionStream(
          {
            model: options.model,
            messages: [...recipeMessages(request)],
            max_tokens: recipeMaxTokens,
          },
          // The library retries a 503 at once and forever; we fail and let the visitor retry.
          { signal: controller.signal, retry_on_error: false },
        );
        for await (const chunk of chunks) {
          const choice = chunk.choices?.[0];
          const text: unknown = choice?.delta?.content;
          // A hostile or broken server may send anything as content: only text is a recipe.
          if (typeof text === 'string' && text !== '') yield text;
          if (choice?.finish_reason) finished = true;
        }
      } catch (error) {
        if (signal.aborted) return;
        throw toRecipeFailure(error);
      } finally {
        signal.removeEventListener('abort', abort);
        controller.abort();
      }
      // The library ends quietly when a stream stops without `[DONE]`.
      if (!finished && !signal.aborted) {
        throw new RecipeFailure('stream-broken', 'The model stream ended without a finish reason');
      }
    },
  };
}

/**
 * The failure in our terms. Its message names the kind and the status only: what the model server
 * wrote (error bodies, broken lines) is never logged, since it can echo anything, the token too.
 */
function toRecipeFailure(error: unknown): RecipeFailure {
  if (error instanceof RecipeFailure) return error;
  if (error instanceof InferenceClientProviderApiError) {
    const status = error.httpResponse.status;
    const details = { upstreamStatus: status };
    if (status === 401 || status === 403) {
      return new RecipeFailure(
        'model-refused-credential',
        `The model refused the credential (HTTP ${status}): check HF_TOKEN and RECIPE_MODEL`,
        details,
      );
    }
    if (status === 429)
      return new RecipeFailure('model-busy', 'The model is rate limited', details);
    // An error event inside a stream that had started arrives with the stream's status, 200.
    if (status < 300) {
      return new RecipeFailure(
        'stream-broken',
        'The model sent an error inside its stream',
        details,
      );
    }
    return new RecipeFailure('model-unavailable', `The model answered HTTP ${status}`, details);
  }
  // `fetch failed` (no connection) before the stream, `terminated` when it was cut halfway.
  if (error instanceof TypeError && error.message === 'terminated') {
    return new RecipeFailure('stream-broken', 'The model stream was cut off');
  }
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return new RecipeFailure('model-unavailable', 'Could not connect to the model server');
  }
  return new RecipeFailure(
    'model-unavailable',
    `The model's answer could not be read (${error instanceof Error ? error.name : typeof error})`,
  );
}
