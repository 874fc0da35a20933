import type { FastifyBaseLogger } from 'fastify';
import type { ApiError, ApiErrorCode } from '../../shared/recipe-api.ts';

/** Every way a recipe request can fail that is not the visitor's bad input. */
export type RecipeFailureKind =
  | 'rate-limited'
  | 'client-busy'
  | 'server-busy'
  | 'model-refused-credential'
  | 'model-not-served'
  | 'quota-exhausted'
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
  /** False when asking again cannot help until the operator changes something. */
  retryable: boolean;
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
    retryable: true,
    logLevel: 'info',
  },
  'client-busy': {
    status: 429,
    code: 'rate-limited',
    message: 'You already have recipes being written.',
    retryAfterSeconds: 10,
    retryable: true,
    logLevel: 'info',
  },
  'server-busy': {
    status: 503,
    code: 'server-busy',
    message: 'The chef is cooking for many people right now.',
    retryAfterSeconds: 10,
    retryable: true,
    logLevel: 'warn',
  },
  'model-refused-credential': {
    status: 502,
    code: 'chef-misconfigured',
    message: 'The chef cannot cook right now. Please try again later.',
    retryable: true,
    logLevel: 'error',
  },
  'model-not-served': {
    status: 502,
    code: 'model-unavailable',
    message: 'The AI chef is not set up correctly right now.',
    retryable: false,
    logLevel: 'error',
  },
  'quota-exhausted': {
    status: 503,
    code: 'quota-exhausted',
    message: 'The AI chef has used up its credits for now.',
    retryable: false,
    logLevel: 'error',
  },
  'model-busy': {
    status: 503,
    code: 'chef-busy',
    message: 'The chef is busy with other orders.',
    retryAfterSeconds: 30,
    retryable: true,
    logLevel: 'warn',
  },
  'model-budget-exhausted': {
    status: 503,
    code: 'chef-budget-exhausted',
    message: 'The AI chef has written all the recipes it can for now. Please try again later.',
    retryable: true,
    logLevel: 'warn',
  },
  'model-timeout': {
    status: 504,
    code: 'chef-timeout',
    message: 'The chef took too long to answer. Please try again.',
    retryable: true,
    logLevel: 'warn',
  },
  'model-unavailable': {
    status: 502,
    code: 'chef-unavailable',
    message: 'The chef is unavailable right now. Please try again.',
    retryable: true,
    logLevel: 'warn',
  },
  'stream-broken': {
    status: 502,
    code: 'stream-broken',
    message: 'The chef was interrupted while writing. Please try again.',
    retryable: true,
    logLevel: 'warn',
  },
  'recipe-too-long': {
    status: 502,
    code: 'recipe-too-long',
    message: 'The chef’s answer ran far past a recipe’s length and was cut off.',
    retryable: true,
    logLevel: 'warn',
  },
  internal: {
    status: 500,
    code: 'internal',
    message: 'Something went wrong on our side. Please try again.',
    retryable: true,
    logLevel: 'error',
  },
};

/** A failure of a recipe request. Its message is for the operator's log and never holds a secret. */
export class RecipeFailure extends Error {
  override name = 'RecipeFailure';

  constructor(
    readonly kind: RecipeFailureKind,
    message: string,
    readonly details: {
      upstreamStatus?: number;
      retryAfterSeconds?: number;
      /** The AI chef failed before writing anything, so the cookbook can answer instead. */
      cookbookAvailable?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message);
  }

  /** The same failure, saying that the visitor can ask the cookbook instead. */
  offeringCookbook(): RecipeFailure {
    return new RecipeFailure(this.kind, this.message, { ...this.details, cookbookAvailable: true });
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
    const { code, message, retryAfterSeconds, retryable } = failureResponses[this.kind];
    const retry = this.details.retryAfterSeconds ?? retryAfterSeconds;
    return {
      code,
      message,
      ...(retry === undefined ? {} : { retryAfterSeconds: retry }),
      ...(retryable ? {} : { retryable: false }),
      ...(this.details.cookbookAvailable ? { cookbookAvailable: true } : {}),
    };
  }
}

/**
 * Tells the operator what failed, at the failure's level: its kind, the upstream status, and the
 * failure's message, which says what to change when the operator can fix it. Never a secret.
 */
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
