import type { FastifyBaseLogger } from 'fastify';
import { boundedFetch } from './bounded-fetch.ts';
import { RecipeFailure } from './recipe-failure.ts';

/** Whether the model server lists the configured model; `unknown` until it answers, or if it never does. */
export type ModelServed = boolean | 'unknown';

export interface ModelCheckOptions {
  endpointUrl: string | undefined;
  token: string | undefined;
  model: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export interface ModelCheck {
  readonly model: string;
  readonly served: ModelServed;
  /** Settles when the check is over, however it ended. */
  readonly done: Promise<void>;
  /** Gives up on the check (the server is closing). */
  stop(): void;
}

// @huggingface/inference sends chat calls here when no endpoint URL is set; it keeps this private.
const huggingFaceRouter = 'https://router.huggingface.co/v1';

// The router lists a few hundred models, each with its providers, on one line of JSON.
const fetchModelList = boundedFetch({
  maxLineBytes: 8 * 1024 * 1024,
  maxBodyBytes: 8 * 1024 * 1024,
});

/**
 * `GET …/v1/models` beside the chat-completions address the client library posts to: the same
 * rule (`…/v1` and `…/chat/completions` are kept as they are), ending in `/models`.
 */
export function modelListUrl(endpointUrl: string | undefined): string {
  const base = (endpointUrl ?? huggingFaceRouter).replace(/\/+$/, '');
  if (base.endsWith('/chat/completions')) return base.replace(/\/chat\/completions$/, '/models');
  if (base.endsWith('/v1')) return `${base}/models`;
  return `${base}/v1/models`;
}

/**
 * Asks the model server once, in the background, which models it serves, and warns the operator
 * when the configured one is not among them. It never fails: a list that cannot be fetched
 * leaves the answer `unknown`.
 */
export function checkModelServed(options: ModelCheckOptions): ModelCheck {
  const stopped = new AbortController();
  let served: ModelServed = 'unknown';
  const url = modelListUrl(options.endpointUrl);
  const where = withoutSecrets(url);

  const check = async () => {
    // Held until the check is over: a timeout signal that only an `AbortSignal.any` refers to
    // can be collected before it fires, and then never fires (nodejs/node#57736).
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = AbortSignal.any([deadline, stopped.signal]);
    try {
      const response = await fetchModelList(url, {
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        signal,
      });
      if (!response.ok) {
        options.log.debug(
          { status: response.status },
          'Could not list the models served at %s',
          where,
        );
        return;
      }
      const ids = modelIds(await response.json());
      if (!ids) {
        options.log.debug('The models list at %s is not an OpenAI-style list', where);
        return;
      }
      served = isServed(options.model, ids);
      if (served) {
        options.log.info(
          { model: options.model },
          'The model %s is served at %s',
          options.model,
          where,
        );
      } else {
        const examples = closestModels(options.model, ids);
        options.log.warn(
          { model: options.model, served: examples },
          'RECIPE_MODEL "%s" is not among the %d models served at %s: recipes will fail until RECIPE_MODEL names one of them, such as %s',
          options.model,
          ids.length,
          where,
          examples.join(', '),
        );
      }
    } catch (error) {
      if (stopped.signal.aborted) return;
      if (connectionRefused(error)) {
        options.log.warn(
          'Nothing answers at %s (connection refused): recipes will fail until the model server is up there',
          where,
        );
        return;
      }
      const reason = deadline.aborted
        ? `no answer within ${options.timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      options.log.debug({ reason }, 'Could not list the models served at %s', where);
    }
  };

  const done = check();
  return {
    model: options.model,
    get served() {
      return served;
    },
    done,
    stop: () => stopped.abort(),
  };
}

function connectionRefused(error: unknown): boolean {
  const cause = error instanceof RecipeFailure ? error.details.cause : undefined;
  return (cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED';
}

function modelIds(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  if (!Array.isArray(data)) return undefined;
  return data.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string'
      ? [entry.id]
      : [],
  );
}

/**
 * The model as configured, or without the router's `:provider` / `:fastest` suffix; Ollama
 * lists a bare name as `name:latest`.
 */
function isServed(model: string, ids: readonly string[]): boolean {
  const withoutSuffix = model.replace(/:[^/:]*$/, '');
  return ids.some((id) => id === model || id === withoutSuffix || id === `${model}:latest`);
}

/** A few served models, those sharing most words with the configured one first. */
function closestModels(model: string, ids: readonly string[], count = 5): string[] {
  const words = new Set(wordsOf(model));
  const shared = (id: string) => wordsOf(id).filter((word) => words.has(word)).length;
  return ids
    .map((id) => ({ id, score: shared(id) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ id }) => id);
}

function wordsOf(id: string): string[] {
  return id
    .toLowerCase()
    .split(/[/:._-]+/)
    .filter(Boolean);
}

/** The address without a user, password or query, which may hold credentials. */
function withoutSecrets(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  parsed.search = '';
  return parsed.toString();
}
