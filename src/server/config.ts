import { defaultRecipeLimits } from '../shared/recipe-api.ts';
import {
  booleanOrList,
  integer,
  oneOf,
  optionalInteger,
  readVariable,
  secret,
  text,
  url,
  type ConfigVariable,
} from './config-variable.ts';

/**
 * Every variable the server reads, in the order `.env.example` and README.md list them (a test
 * holds both to this table). The `Config` object has this shape, with each variable's value in
 * its place. To add one: an entry here, a line in `.env.example`, a row in README.md.
 */
const configTable = {
  port: integer({
    name: 'PORT',
    default: 3000,
    minimum: 0,
    maximum: 65535,
    description: 'Port to listen on.',
  }),
  host: text({
    name: 'HOST',
    default: 'localhost',
    description: 'Address to listen on; `0.0.0.0` to accept other machines.',
  }),
  logLevel: oneOf({
    name: 'LOG_LEVEL',
    choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
    description: '`fatal` … `trace`, or `silent`. Logs are JSON lines (pino), one per request.',
  }),
  trustProxy: booleanOrList({
    name: 'TRUST_PROXY',
    description:
      "Behind a reverse proxy: `true`, or the proxies' addresses (`10.0.0.0/8,127.0.0.1`), so limits apply to the real client.",
  }),
  recipeProvider: oneOf({
    name: 'RECIPE_PROVIDER',
    choices: ['auto', 'huggingface', 'cookbook'],
    aliases: { offline: 'cookbook' },
    default: 'auto',
    description:
      '`auto` (the AI model if a key or `HF_ENDPOINT_URL` is set, else the cookbook), `huggingface`, `cookbook` or `offline`.',
  }),
  huggingFace: {
    apiKey: secret({
      name: 'RECIPE_API_KEY',
      description:
        "The model server's key (`hf_…` for Hugging Face, `sk-…` for OpenAI), sent by the server only as `Authorization: Bearer …`.",
    }),
    token: secret({
      name: 'HF_TOKEN',
      description: 'The same key under its older name; read when `RECIPE_API_KEY` is unset.',
    }),
    endpointUrl: url({
      name: 'HF_ENDPOINT_URL',
      description:
        'Base URL of any OpenAI-compatible server (see below); unset, the Hugging Face router.',
    }),
    model: text({
      name: 'RECIPE_MODEL',
      default: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
      description:
        'Model asked for the recipe (`max_tokens` 1024), as the model server names it (see below).',
    }),
  },
  modelCheckTimeoutMs: integer({
    name: 'RECIPE_MODEL_CHECK_TIMEOUT_MS',
    default: 5_000,
    minimum: 100,
    maximum: 60_000,
    description:
      'How long the check of the served models at start (`GET …/v1/models`) may wait; start-up never waits for it.',
  }),
  recipeFallback: oneOf({
    name: 'RECIPE_FALLBACK',
    choices: ['none', 'cookbook'],
    aliases: { offline: 'cookbook' },
    default: 'none',
    description:
      '`cookbook` (or `offline`): when the model fails before writing anything, the cookbook answers, with a note saying so.',
  }),
  firstTokenTimeoutMs: integer({
    name: 'RECIPE_FIRST_TOKEN_TIMEOUT_MS',
    default: 30_000,
    minimum: 100,
    maximum: 600_000,
    description:
      'Give up when the model has sent nothing, neither text nor thought, for this long before its first text.',
  }),
  totalTimeoutMs: integer({
    name: 'RECIPE_TOTAL_TIMEOUT_MS',
    default: 120_000,
    minimum: 100,
    maximum: 3_600_000,
    description:
      'Give up on a recipe after this long in all (1024 tokens at a slow 10 tokens/s is ~100 s).',
  }),
  rateLimit: integer({
    name: 'RECIPE_RATE_LIMIT',
    default: 10,
    minimum: 0,
    maximum: 1_000_000,
    description:
      'Recipes from the AI model per client address per window; `0` turns the limit off.',
  }),
  cookbookRateLimit: integer({
    name: 'RECIPE_COOKBOOK_RATE_LIMIT',
    default: 120,
    minimum: 0,
    maximum: 1_000_000,
    description:
      'Recipes from the built-in cookbook per client address per window, counted apart from the model’s: it costs no model call, so this only stops abuse; `0` turns the limit off.',
  }),
  rateLimitWindowMs: integer({
    name: 'RECIPE_RATE_LIMIT_WINDOW_MS',
    default: 60_000,
    minimum: 100,
    maximum: 86_400_000,
    description: 'The rate-limit window.',
  }),
  maxConcurrent: integer({
    name: 'RECIPE_MAX_CONCURRENT',
    default: 32,
    minimum: 1,
    maximum: 100_000,
    description: 'Recipes written at once on this server; past it, `503` with `Retry-After`.',
  }),
  maxConcurrentPerClient: integer({
    name: 'RECIPE_MAX_CONCURRENT_PER_CLIENT',
    default: 2,
    minimum: 0,
    maximum: 100_000,
    description: 'Recipes written at once for one client address (`0`: no cap); past it, `429`.',
  }),
  modelCallBudget: {
    perWindow: integer({
      name: 'RECIPE_GLOBAL_RATE_LIMIT',
      default: 120,
      minimum: 0,
      maximum: 1_000_000,
      description:
        'Model calls per rate-limit window for the whole server, every client together (`0`: no cap); past it, `503`.',
    }),
    perDay: integer({
      name: 'RECIPE_DAILY_LIMIT',
      default: 5_000,
      minimum: 0,
      maximum: 100_000_000,
      description:
        'Model calls per day (UTC) for the whole server (`0`: no cap); past it, `503`. On by default: the window alone allows 172,800 calls a day.',
    }),
  },
  stalledWriteTimeoutMs: integer({
    name: 'RECIPE_STALLED_WRITE_TIMEOUT_MS',
    default: 20_000,
    minimum: 100,
    maximum: 600_000,
    description:
      'Drop a visitor whose connection has taken no recipe text for this long (a client that stopped reading).',
  }),
  /** What `POST /api/recipe` accepts; the page reads them from `GET /api/limits`. */
  recipeLimits: {
    maxIngredients: integer({
      name: 'RECIPE_MAX_INGREDIENTS',
      default: defaultRecipeLimits.maxIngredients,
      minimum: 1,
      maximum: 1_000,
      description:
        'Most ingredients in one recipe request (the page shows them all, but asks for fewer before sending).',
    }),
    maxIngredientLength: integer({
      name: 'RECIPE_MAX_INGREDIENT_LENGTH',
      default: defaultRecipeLimits.maxIngredientLength,
      minimum: 1,
      maximum: 1_000,
      description: 'Longest ingredient, in characters.',
    }),
  },
  http: {
    requestTimeoutMs: integer({
      name: 'HTTP_REQUEST_TIMEOUT_MS',
      default: 10_000,
      minimum: 100,
      maximum: 600_000,
      description:
        'Longest time to receive a whole request, headers and body (a recipe request is a few hundred bytes); then `408`.',
    }),
    headersTimeoutMs: integer({
      name: 'HTTP_HEADERS_TIMEOUT_MS',
      default: 10_000,
      minimum: 100,
      maximum: 600_000,
      description: 'Longest time to receive a request’s headers; then the connection is closed.',
    }),
    keepAliveTimeoutMs: integer({
      name: 'HTTP_KEEP_ALIVE_TIMEOUT_MS',
      default: 10_000,
      minimum: 100,
      maximum: 600_000,
      description: 'How long an idle kept-alive connection stays open.',
    }),
    maxConnections: integer({
      name: 'HTTP_MAX_CONNECTIONS',
      default: 2_048,
      minimum: 1,
      maximum: 1_000_000,
      description:
        'Most connections open at once; past it, new ones are refused (keep it under the process’s file limit).',
    }),
    maxConnectionsPerClient: integer({
      name: 'HTTP_MAX_CONNECTIONS_PER_CLIENT',
      default: 128,
      minimum: 0,
      maximum: 1_000_000,
      description:
        'Most connections open at once from one address; past it, new ones are closed (`0`: no cap). Off with `TRUST_PROXY`: the proxy caps per visitor.',
    }),
  },
  /** Limits shared by every instance using the same Redis; without it, each instance counts alone. */
  redis: {
    url: url({
      name: 'REDIS_URL',
      protocols: ['redis', 'rediss'],
      secret: true,
      description:
        'Redis 6+ or Valkey (`redis://[:password@]host:6379[/db]`): every instance using it shares the rate limit, the caps and the model-call budget.',
    }),
    keyPrefix: text({
      name: 'REDIS_KEY_PREFIX',
      default: 'chef-claude:',
      description:
        'Prefix of every Redis key this server writes, so other programs can share the Redis.',
    }),
    timeoutMs: integer({
      name: 'REDIS_TIMEOUT_MS',
      default: 500,
      minimum: 10,
      maximum: 10_000,
      description:
        'Longest wait to connect to Redis, and for all of one request’s answers together; past it, this instance uses its own limits until Redis answers again.',
    }),
    leaseMs: integer({
      name: 'REDIS_LEASE_MS',
      default: 15_000,
      minimum: 300,
      maximum: 600_000,
      description:
        'How long a recipe’s slot, and an instance’s presence, last in Redis unless renewed (every third of it): the longest a slot outlives an instance that died.',
    }),
    instances: integer({
      name: 'RECIPE_INSTANCES',
      default: 1,
      minimum: 1,
      maximum: 10_000,
      description:
        'Instances sharing the model-call budget: while Redis is down each spends its share of what is left, divided by this or the instances last seen through Redis, whichever is more.',
    }),
  },
  metrics: {
    port: optionalInteger({
      name: 'METRICS_PORT',
      minimum: 1,
      maximum: 65535,
      description:
        'Port of the Prometheus metrics (`GET /metrics`), apart from the public one; unset: no metrics.',
    }),
    host: text({
      name: 'METRICS_HOST',
      default: 'localhost',
      description: 'Address the metrics listen on; `0.0.0.0` for a Prometheus on another machine.',
    }),
  },
  shutdownDelayMs: integer({
    name: 'SHUTDOWN_DELAY_MS',
    default: 0,
    minimum: 0,
    maximum: 600_000,
    description:
      'On SIGTERM, how long to go on serving while `/readyz` answers `503`, so a load balancer stops sending visitors first.',
  }),
  shutdownGraceMs: integer({
    name: 'SHUTDOWN_GRACE_MS',
    default: 60_000,
    minimum: 0,
    maximum: 600_000,
    description: 'On SIGTERM, how long recipes in flight may take to finish.',
  }),
};

interface VariableGroup {
  readonly [key: string]: ConfigVariable<unknown> | VariableGroup;
}

type ValuesOf<Group> = {
  [Key in keyof Group]: Group[Key] extends ConfigVariable<infer Value>
    ? Value
    : ValuesOf<Group[Key]>;
};

/**
 * The server's whole configuration, read once from the environment at start. Nothing else reads
 * `process.env`: the parsed object is passed down.
 */
export type Config = ValuesOf<typeof configTable>;

function isVariable(
  entry: ConfigVariable<unknown> | VariableGroup,
): entry is ConfigVariable<unknown> {
  return typeof entry.parse === 'function';
}

function variablesOf(group: VariableGroup): ConfigVariable<unknown>[] {
  return Object.values(group).flatMap((entry) =>
    isVariable(entry) ? [entry] : variablesOf(entry),
  );
}

/** Every variable of the configuration, in the table's order. */
export const configVariables: readonly ConfigVariable<unknown>[] = variablesOf(configTable);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Environment = Record<string, string | undefined>;

export function loadConfig(environment: Environment): Config {
  const problems: string[] = [];

  function read(variable: ConfigVariable<unknown>): unknown {
    const result = readVariable(variable, environment);
    if ('value' in result) return result.value;
    problems.push(result.problem);
    return variable.fallback;
  }

  function readGroup(group: VariableGroup): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(group).map(([key, entry]) => [
        key,
        isVariable(entry) ? read(entry) : readGroup(entry),
      ]),
    );
  }

  // The table's shape is the Config's shape, which TypeScript cannot follow through the walk.
  const config = readGroup(configTable) as Config;

  const { apiKey, token, endpointUrl } = config.huggingFace;
  const key = modelServerKey(config);
  if (config.recipeProvider === 'huggingface' && !key && !endpointUrl) {
    problems.push(
      'RECIPE_PROVIDER=huggingface needs RECIPE_API_KEY (or HF_TOKEN) or HF_ENDPOINT_URL',
    );
  }
  if (apiKey !== undefined && token !== undefined && apiKey !== token) {
    problems.push('RECIPE_API_KEY and HF_TOKEN hold different keys: set only one of them');
  }
  // The client library refuses any other key for the router, at the first recipe.
  if (usesHuggingFace(config) && !endpointUrl && key && !key.startsWith('hf_')) {
    problems.push(
      `${apiKey === undefined ? 'HF_TOKEN' : 'RECIPE_API_KEY'} is not a Hugging Face token (hf_…), which the Hugging Face router needs: for another provider's key, set HF_ENDPOINT_URL to its server (for OpenAI, https://api.openai.com/v1)`,
    );
  }
  if (config.http.headersTimeoutMs > config.http.requestTimeoutMs) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS');
  }
  if (config.metrics.port !== undefined && config.metrics.port === config.port) {
    problems.push('METRICS_PORT must differ from PORT: metrics are never served to visitors');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The model server's key: `RECIPE_API_KEY`, or `HF_TOKEN` by its older name. */
export function modelServerKey(config: Config): string | undefined {
  return config.huggingFace.apiKey ?? config.huggingFace.token;
}

/** Whether recipes come from the AI model rather than the built-in cookbook. */
export function usesHuggingFace(config: Config): boolean {
  if (config.recipeProvider === 'auto') {
    return Boolean(modelServerKey(config) || config.huggingFace.endpointUrl);
  }
  return config.recipeProvider === 'huggingface';
}
