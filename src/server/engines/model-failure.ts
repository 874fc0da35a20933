import { InferenceClientProviderApiError } from './huggingface-client.ts';
import { RecipeFailure } from './recipe-failure.ts';
import { modelListUrl } from './check-model-served.ts';
import { recipeMaxTokens } from './recipe-prompt.ts';

export interface ModelFailureContext {
  model: string;
  endpointUrl: string | undefined;
}

/**
 * What an error of the client library means for a recipe, with a log message that tells the
 * operator what to change when it is theirs to fix. The message names the kind, the status and
 * our own configuration only: what the model server wrote (error bodies, broken lines) is read to
 * classify the failure but never logged, since it can echo anything, the token too.
 */
export function modelFailure(error: unknown, context: ModelFailureContext): RecipeFailure {
  if (error instanceof RecipeFailure) return error;
  if (error instanceof InferenceClientProviderApiError) {
    const { status, body } = error.httpResponse;
    const details = { upstreamStatus: status };
    if (status === 401 || status === 403) {
      return new RecipeFailure(
        'model-refused-credential',
        `The model server refused the credential (HTTP ${status}): check RECIPE_API_KEY (or HF_TOKEN), and that it may use RECIPE_MODEL "${context.model}"`,
        details,
      );
    }
    if (status === 402) {
      return new RecipeFailure(
        'quota-exhausted',
        `The model provider has no credits left for RECIPE_MODEL "${context.model}" (HTTP 402): add credits to the account of RECIPE_API_KEY (or HF_TOKEN), or set HF_ENDPOINT_URL to a server of your own`,
        details,
      );
    }
    const upstream = upstreamError(body);
    if ((status === 400 || status === 404) && saysModelNotServed(upstream)) {
      const suffixHint = context.endpointUrl
        ? ''
        : ', or add a ":provider" suffix naming a provider you have enabled';
      return new RecipeFailure(
        'model-not-served',
        `The model server does not serve RECIPE_MODEL "${context.model}" (HTTP ${status}): set RECIPE_MODEL to a model listed at ${modelListUrl(context.endpointUrl)}${suffixHint}`,
        details,
      );
    }
    if (status === 400 && upstream.message?.includes('max_completion_tokens')) {
      return new RecipeFailure(
        'model-not-served',
        `RECIPE_MODEL "${context.model}" refuses max_tokens, which the recipe request sets to ${recipeMaxTokens}: choose a model that accepts it (OpenAI's reasoning models do not)`,
        details,
      );
    }
    if (status === 429)
      return new RecipeFailure('model-busy', 'The model is rate limited', details);
    // A successful answer that is no event stream (an error event inside one is read by the
    // engine, decision 016).
    if (status < 300) {
      return new RecipeFailure(
        'stream-broken',
        'The model answered without an event stream',
        details,
      );
    }
    return new RecipeFailure('model-unavailable', `The model answered HTTP ${status}`, details);
  }
  // No connection, and a stream cut halfway, arrive as failures from `boundedFetch`.
  return new RecipeFailure(
    'model-unavailable',
    `The model's answer could not be read (${error instanceof Error ? error.name : typeof error})`,
  );
}

interface UpstreamError {
  code?: string;
  message?: string;
}

/**
 * The code and message of an OpenAI-style error body: `{"error":{"message","code"}}`, the same
 * fields at the top level, or `{"error":"…"}` (Ollama, TGI).
 */
function upstreamError(body: unknown): UpstreamError {
  if (typeof body !== 'object' || body === null) return {};
  const fields = body as Record<string, unknown>;
  const inner =
    typeof fields.error === 'object' && fields.error !== null
      ? (fields.error as Record<string, unknown>)
      : fields;
  const message = [inner.message, fields.error, fields.detail].find(
    (value): value is string => typeof value === 'string',
  );
  const code = typeof inner.code === 'string' ? inner.code : undefined;
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}

const modelNotServedCodes = new Set(['model_not_supported', 'model_not_found']);

/**
 * The Hugging Face router: "The requested model '…' is not supported by any provider you have
 * enabled."; vLLM and OpenAI: "The model `…` does not exist"; Ollama: "model '…' not found".
 */
function saysModelNotServed({ code, message }: UpstreamError): boolean {
  if (code && modelNotServedCodes.has(code)) return true;
  return (
    message !== undefined &&
    /\bmodel\b.*\b(not supported|does not exist|not found)\b/i.test(message)
  );
}
