import type { IncomingMessage } from 'node:http';
import { boundedFetch, type ModelResponseBounds } from './bounded-fetch.ts';
import { chatCompletionStream } from './huggingface-client.ts';
import { readModelEventStream } from './model-event-stream.ts';
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

/**
 * Recipes from a chat model through Hugging Face's own client library, streamed. A reasoning
 * model's thoughts, in a delta field of their own or in `<think>` tags, become `thinking` deltas.
 * A model that sends nothing for `firstTextTimeoutMs` before its first text fails with a
 * `model-timeout`; each thought counts as life, so a long think is not cut short.
 */
export function createHuggingFaceEngine(options: HuggingFaceOptions): RecipeEngine {
  const modelFetch = boundedFetch(options.responseBounds);

  return {
    source: 'model',
    async writeRecipe(request, signal, write) {
      const firstText = watchForFirstText(options.firstTextTimeoutMs);
      const splitter = new ThinkTagSplitter();
      let finishReason: string | undefined;
      let thought = false;
      let wroteText = false;
      let eventStream: IncomingMessage | undefined;
      let readToEnd = false;
      // One piece of the model's answer: a chat completion chunk, as JSON.
      const onEvent = (data: string) => {
        if (data === '') return undefined;
        const chunk = JSON.parse(data) as unknown;
        if (typeof chunk !== 'object' || chunk === null) return undefined;
        if ('error' in chunk) {
          throw new RecipeFailure('stream-broken', 'The model sent an error inside its stream', {
            upstreamStatus: eventStream?.statusCode ?? 200,
          });
        }
        const choice = (chunk as ChatCompletionChunk).choices?.[0];
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        let room: Promise<void> | undefined;
        // A hostile or broken server may send anything in a delta: only text is a recipe.
        for (const delta of deltasOf(choice?.delta, splitter)) {
          if (delta.type === 'text') {
            wroteText = true;
            firstText.stop();
          } else {
            thought = true;
            if (!wroteText) firstText.restart();
          }
          room = write(delta) ?? room;
        }
        return room;
      };
      try {
        // The library sends the request (the router or the endpoint, the credential) and reads
        // a failed answer; a successful event stream is handed over to be read here (decision
        // 016). The recipe's signal is the call's: when the recipe is over, whatever ended it,
        // the request is aborted with it. Called as `InferenceClient` calls it, whose module
        // would load the library's every other task (huggingface-client.ts, decision 017).
        const handOver = (input: string | URL | { url: string }, init?: RequestInit) =>
          modelFetch(input, init, (incoming) => (eventStream = incoming));
        const answered = chatCompletionStream(
          {
            endpointUrl: options.endpointUrl,
            accessToken: options.token ?? '',
            model: options.model,
            messages: [...recipeMessages(request)],
            max_tokens: recipeMaxTokens,
          },
          // The library retries a 503 at once and forever; we fail and let the visitor retry.
          // It reads no more of an answer than a `ModelAnswer` has (bounded-fetch.ts).
          { signal, retry_on_error: false, fetch: handOver as unknown as typeof fetch },
        ).next();
        await firstText.before(answered);
        if (eventStream) {
          await firstText.before(
            readModelEventStream(eventStream, options.responseBounds, onEvent),
          );
        }
        readToEnd = true;
        for (const delta of splitter.end()) {
          wroteText = true;
          await write(delta);
        }
      } catch (error) {
        if (signal.aborted) return;
        throw error instanceof RecipeFailure ? error : modelFailure(error, options);
      } finally {
        firstText.stop();
        // A model given up on before its first text is no longer read.
        if (!readToEnd) eventStream?.destroy();
      }
      if (signal.aborted) return;
      // A stream that stops without a finish reason was cut off, whatever ended it.
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

/** What a chat completion chunk may hold that a recipe reads; anything else is ignored. */
interface ChatCompletionChunk {
  choices?: { delta?: object; finish_reason?: string | null }[];
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

/**
 * The first-text deadline: the model fails with a `model-timeout` when it sends nothing for
 * `timeoutMs` before its first text, each thought restarting the wait. It abandons the model
 * alone, so the cookbook may still answer within the recipe's signal, which aborts the model's
 * request once the recipe is over.
 */
function watchForFirstText(timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let fail: (failure: RecipeFailure) => void = () => {};
  const missed = new Promise<never>((_, reject) => (fail = reject));
  // Raced only while the model has not written: a deadline that passes unraced is no failure.
  missed.catch(() => {});
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        fail(
          new RecipeFailure(
            'model-timeout',
            `The model sent nothing for ${timeoutMs} ms before its first text`,
          ),
        ),
      timeoutMs,
    ).unref();
  };
  restart();
  return {
    restart,
    stop: () => clearTimeout(timer),
    /** The model's next piece, or the failure when the deadline passes first. */
    before<Value>(next: Promise<Value>): Promise<Value> {
      // A piece still on its way when the deadline passes is left to the recipe's signal.
      next.catch(() => {});
      return Promise.race([next, missed]);
    },
  };
}
