import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ingredientTextMessages, ingredientTextPatterns } from '../../shared/ingredient-text.ts';
import type { ApiError, ApiErrorBody } from '../../shared/recipe-api.ts';
import { logRecipeFailure, RecipeFailure } from '../engines/recipe-failure.ts';
import { urlForLog } from './url-for-log.ts';

export function sendApiError(reply: FastifyReply, statusCode: number, error: ApiError) {
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  const body: ApiErrorBody = { error };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place errors become responses: the client gets a code and a safe message; a 5xx never
 * carries internals, which go to the log only.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) =>
    sendApiError(reply, 404, {
      code: 'not-found',
      message: `Nothing here: ${request.method} ${urlForLog(request.url)}`,
    }),
  );

  app.setErrorHandler((error: FastifyError | RecipeFailure, request, reply) => {
    if (error instanceof RecipeFailure) {
      logRecipeFailure(request.log, error);
      return sendApiError(reply, error.status, error.toApiError());
    }
    if (error.validation) {
      return sendApiError(reply, 400, { code: 'bad-request', message: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return sendApiError(reply, 413, {
        code: 'body-too-large',
        message: 'The request body is too large.',
      });
    if (status === 415) {
      return sendApiError(reply, 415, {
        code: 'unsupported-media-type',
        message: 'Send the request as application/json.',
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, empty body, …) have safe messages.
      return sendApiError(reply, status, { code: 'bad-request', message: error.message });
    }
    const failure = new RecipeFailure('internal', 'Unexpected error while answering a request', {
      cause: error,
    });
    logRecipeFailure(request.log, failure);
    return sendApiError(reply, failure.status, failure.toApiError());
  });
}

const patternMessages: Record<string, string> = {
  [ingredientTextPatterns.noForbiddenCharacters]: ingredientTextMessages['forbidden-characters'],
  [ingredientTextPatterns.somethingVisible]: ingredientTextMessages.invisible,
};

function describeValidation(error: FastifyError): string {
  const [first] = error.validation ?? [];
  if (!first) return error.message;
  const where = `${error.validationContext ?? 'body'}${first.instancePath.replaceAll('/', '.')}`;
  const what =
    first.keyword === 'additionalProperties'
      ? `must not have the field "${String(first.params.additionalProperty)}"`
      : first.keyword === 'pattern'
        ? (patternMessages[String(first.params.pattern)] ?? 'is not in the expected form')
        : (first.message ?? 'is not valid');
  return `${where} ${what}.`;
}
