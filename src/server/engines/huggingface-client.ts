import type {
  chatCompletionStream as ChatCompletionStream,
  InferenceClientProviderApiError as ProviderApiError,
} from '@huggingface/inference';

/**
 * The two pieces of `@huggingface/inference` the server uses, each loaded from its own module
 * rather than through the package's entry point. The entry loads every task (images, audio,
 * tables…), the code snippets it writes for the Hub and their templates, with
 * `@huggingface/tasks` and `@huggingface/jinja`: 156 modules, 860 KB of code that the server
 * would hold for its whole life, 6 MiB of its memory, to stream one chat. Its streamed chat
 * brings 40 (the providers it resolves among). The package exports no path to them, so they are
 * found beside its entry; the version is pinned (`~4.13`) and the test beside this file holds
 * them to be the very functions the entry exports.
 */
const entry = import.meta.resolve('@huggingface/inference');

export const { chatCompletionStream } = (await import(
  new URL('./tasks/nlp/chatCompletionStream.js', entry).href
)) as { chatCompletionStream: typeof ChatCompletionStream };

export const { InferenceClientProviderApiError } = (await import(
  new URL('./errors.js', entry).href
)) as { InferenceClientProviderApiError: typeof ProviderApiError };
