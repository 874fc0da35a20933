import { InferenceClient, InferenceClientProviderApiError } from '@huggingface/inference';
import type { RecipeEngine } from './recipe-engine.ts';
import { recipeMaxTokens, recipeMessages } from './recipe-prompt.ts';
import { UpstreamError } from './upstream-error.ts';

export interface HuggingFaceOptions {
  token: string | undefined;
  /** A TGI-compatible server; requests go to `<endpointUrl>/v1/chat/completions`. */
  endpointUrl: string | undefined;
  model: string;
}

/** Recipes from a chat model through Hugging Face's own client library, streamed. */
export function createHuggingFaceEngine(options: HuggingFaceOptions): RecipeEngine {
  const client = new InferenceClient(
    options.token,
    options.endpointUrl ? { endpointUrl: options.endpointUrl } : {},
  );

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
          const text = choice?.delta?.content;
          if (text) yield text;
          if (choice?.finish_reason) finished = true;
        }
      } catch (error) {
        if (signal.aborted) return;
        throw toUpstreamError(error, options.token);
      } finally {
        signal.removeEventListener('abort', abort);
        controller.abort();
      }
      // The library ends quietly when a stream stops without `[DONE]`.
      if (!finished && !signal.aborted) {
        throw new UpstreamError('stream-broken', 'The model stream ended without a finish reason');
      }
    },
  };
}

function toUpstreamError(error: unknown, token: string | undefined): UpstreamError {
  const message = redact(error instanceof Error ? error.message : String(error), token);
  if (error instanceof InferenceClientProviderApiError) {
    const status = error.httpResponse.status;
    if (status === 401 || status === 403) {
      return new UpstreamError(
        'misconfigured',
        `The model refused the credential (HTTP ${status}): check HF_TOKEN and RECIPE_MODEL`,
        status,
      );
    }
    if (status === 429) return new UpstreamError('rate-limited', message, status);
    // An error event inside a stream that had started arrives with the stream's status, 200.
    if (status < 300) return new UpstreamError('stream-broken', message, status);
    return new UpstreamError('unavailable', message, status);
  }
  // `fetch failed` (no connection) before the stream, `terminated` when it was cut halfway.
  if (error instanceof TypeError && error.message === 'terminated') {
    return new UpstreamError('stream-broken', 'The model stream was cut off');
  }
  return new UpstreamError('unavailable', message);
}

function redact(text: string, secret: string | undefined): string {
  return secret ? text.replaceAll(secret, '[redacted]') : text;
}
