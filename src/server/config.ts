import { defaultRecipeLimits, type RecipeLimits } from '../shared/recipe-api.ts';

/**
 * The server's whole configuration, read once from the environment at start. Nothing else reads
 * `process.env`: the parsed object is passed down.
 */
export interface Config {
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Fastify's `trustProxy`: false, true, or the proxies' addresses (`127.0.0.1,10.0.0.0/8`). */
  trustProxy: boolean | string;
  /** Which engine writes recipes; `auto` picks Hugging Face when a token or endpoint is set. */
  recipeProvider: 'auto' | 'huggingface' | 'offline';
  /** What to do when the model fails before writing anything. */
  recipeFallback: 'none' | 'offline';
  huggingFace: {
    token: string | undefined;
    endpointUrl: string | undefined;
    model: string;
  };
  firstTokenTimeoutMs: number;
  totalTimeoutMs: number;
  /** Recipes per client in each rate-limit window; 0 turns the limit off. */
  rateLimit: number;
  rateLimitWindowMs: number;
  /** Recipes written at once on this server, and by one client. */
  maxConcurrent: number;
  maxConcurrentPerClient: number;
  shutdownGraceMs: number;
  /** What `POST /api/recipe` accepts; the page reads them from `GET /api/limits`. */
  recipeLimits: RecipeLimits;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Environment = Record<string, string | undefined>;

export function loadConfig(environment: Environment): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = environment[name]?.trim();
    return value === '' ? undefined : value;
  };

  function integer(name: string, fallback: number, minimum: number, maximum: number): number {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < minimum || value > maximum) {
      problems.push(`${name} must be a whole number from ${minimum} to ${maximum} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  function oneOf<const T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if ((choices as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${choices.join(', ')} (got "${raw}")`);
    return fallback;
  }

  function url(name: string): string | undefined {
    const raw = read(name);
    if (raw === undefined) return undefined;
    if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
      problems.push(`${name} must be an http or https URL (got "${raw}")`);
      return undefined;
    }
    return raw.replace(/\/+$/, '');
  }

  function trustProxy(): boolean | string {
    const raw = read('TRUST_PROXY');
    if (raw === undefined || raw.toLowerCase() === 'false') return false;
    if (raw.toLowerCase() === 'true') return true;
    return raw;
  }

  const config: Config = {
    host: read('HOST') ?? 'localhost',
    port: integer('PORT', 3000, 0, 65535),
    logLevel: oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'info',
    ),
    trustProxy: trustProxy(),
    recipeProvider: oneOf('RECIPE_PROVIDER', ['auto', 'huggingface', 'offline'], 'auto'),
    recipeFallback: oneOf('RECIPE_FALLBACK', ['none', 'offline'], 'none'),
    huggingFace: {
      // The token is never echoed, not even in a problem message.
      token: read('HF_TOKEN'),
      endpointUrl: url('HF_ENDPOINT_URL'),
      model: read('RECIPE_MODEL') ?? 'mistralai/Mixtral-8x7B-Instruct-v0.1',
    },
    firstTokenTimeoutMs: integer('RECIPE_FIRST_TOKEN_TIMEOUT_MS', 30_000, 100, 600_000),
    totalTimeoutMs: integer('RECIPE_TOTAL_TIMEOUT_MS', 120_000, 100, 3_600_000),
    rateLimit: integer('RECIPE_RATE_LIMIT', 10, 0, 1_000_000),
    rateLimitWindowMs: integer('RECIPE_RATE_LIMIT_WINDOW_MS', 60_000, 100, 86_400_000),
    maxConcurrent: integer('RECIPE_MAX_CONCURRENT', 32, 1, 100_000),
    maxConcurrentPerClient: integer('RECIPE_MAX_CONCURRENT_PER_CLIENT', 2, 0, 100_000),
    shutdownGraceMs: integer('SHUTDOWN_GRACE_MS', 60_000, 0, 600_000),
    recipeLimits: {
      maxIngredients: integer(
        'RECIPE_MAX_INGREDIENTS',
        defaultRecipeLimits.maxIngredients,
        1,
        1_000,
      ),
      maxIngredientLength: integer(
        'RECIPE_MAX_INGREDIENT_LENGTH',
        defaultRecipeLimits.maxIngredientLength,
        1,
        1_000,
      ),
    },
  };

  if (
    config.recipeProvider === 'huggingface' &&
    !config.huggingFace.token &&
    !config.huggingFace.endpointUrl
  ) {
    problems.push('RECIPE_PROVIDER=huggingface needs HF_TOKEN or HF_ENDPOINT_URL');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Whether recipes come from the Hugging Face model rather than the built-in cookbook. */
export function usesHuggingFace(config: Config): boolean {
  if (config.recipeProvider === 'auto') {
    return Boolean(config.huggingFace.token || config.huggingFace.endpointUrl);
  }
  return config.recipeProvider === 'huggingface';
}
