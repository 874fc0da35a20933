import type { FastifyBaseLogger } from 'fastify';
import type { ApiError, ApiErrorCode } from '../../shared/recipe-api.ts';

/** Every way a recipe request can fail that is not the visitor's bad input. */
export type RecipeFailureKind =
  | 'rate-limited'
  | 'client-busy'
  | 'server-busy'
  | 'model-refused-credential'
  | 'model-busy'
  | 'model-budget-exhausted'
  | 'model-timeout'
  | 'model-unavailable'
  | 'stream-broken'
  | 'recipe-too-long'
  | 'internal';

interface FailureResponse {
  status: number;
  code: ApiErrorCode;
  /** What the visitor reads: never internals. */
  message: string;
  retryAfterSeconds?: number;
  /** How loudly the operator hears of it. */
  logLevel: 'info' | 'warn' | 'error';
}

/**
 * The one table from a kind of failure to what the client gets: the JSON error before the stream
 * starts, or the `error` event inside it.
 */
export const failureResponses: Record<RecipeFailureKind, FailureResponse> = {
  'rate-limited': {
    status: 429,
    code: 'rate-limited',
    message: 'You have asked for many recipes in a short time.',
    logLevel: 'info',
  },
  'client-busy': {
    status: 429,
    code: 'rate-limited',
    message: 'You already have recipes being written.',
    retryAfterSeconds: 10,
    logLevel: 'info',
  },
  'server-busy': {
    status: 503,
    code: 'server-busy',
    message: 'The chef is cooking for many people right now.',
    retryAfterSeconds: 10,
    logLevel: 'warn',
  },
  'model-refused-credential': {
    status: 502,
    code: 'chef-misconfigured',
    message: 'The chef cannot cook right now. Please try again later.',
    logLevel: 'error',
  },
  'model-busy': {
    status: 503,
    code: 'chef-busy',
    message: 'The chef is busy with other orders.',
    retryAfterSeconds: 30,
    logLevel: 'warn',
  },
  'model-budget-exhausted': {
    status: 503,
    code: 'chef-budget-exhausted',
    message: 'The AI chef has written all the recipes it can for now. Please try again later.',
    logLevel: 'warn',
  },
  'model-timeout': {
    status: 504,
    code: 'chef-timeout',
    message: 'The chef took too long to answer. Please try again.',
    logLevel: 'warn',
  },
  'model-unavailable': {
    status: 502,
    code: 'chef-unavailable',
    message: 'The chef is unavailable right now. Please try again.',
    logLevel: 'warn',
  },
  'stream-broken': {
    status: 502,
    code: 'stream-broken',
    message: 'The chef was interrupted while writing. Please try again.',
    logLevel: 'warn',
  },
  'recipe-too-long': {
    status: 502,
    code: 'recipe-too-long',
    message: 'The chef’s answer ran far past a recipe’s length and was cut off.',
    logLevel: 'warn',
  },
  internal: {
    status: 500,
    code: 'internal',
    message: 'Something went wrong on our side. Please try again.',
    logLevel: 'error',
  },
};

/** A failure of a recipe request. Its message is for the operator's log and never holds a secret. */
export class RecipeFailure extends Error {
  override name = 'RecipeFailure';

  constructor(
    readonly kind: RecipeFailureKind,
    message: string,
    readonly details: { upstreamStatus?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message);
  }

  /** Any error as a failure: one we did not expect is an internal one. */
  static from(error: unknown): RecipeFailure {
    if (error instanceof RecipeFailure) return error;
    return new RecipeFailure('internal', 'Unexpected error while writing a recipe', {
      cause: error,
    });
  }

  get status(): number {
    return failureResponses[this.kind].status;
  }

  /** What the client is told. */
  toApiError(): ApiError {
    const { code, message, retryAfterSeconds } = failureResponses[this.kind];
    const retry = this.details.retryAfterSeconds ?? retryAfterSeconds;
    return { code, message, ...(retry === undefined ? {} : { retryAfterSeconds: retry }) };
  }
}

/** Tells the operator what failed, at the failure's level: its kind and status, never upstream text. */
export function logRecipeFailure(log: FastifyBaseLogger, failure: RecipeFailure) {
  const { upstreamStatus, cause } = failure.details;
  log[failureResponses[failure.kind].logLevel](
    {
      failure: failure.kind,
      ...(upstreamStatus === undefined ? {} : { upstreamStatus }),
      ...(failure.kind === 'internal' ? { err: cause } : {}),
    },
    failure.message,
  );
}
