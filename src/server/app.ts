import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { modelServerKey, usesHuggingFace } from './config.ts';
import { modelResponseBounds } from './engines/bounded-fetch.ts';
import { checkModelServed } from './engines/check-model-served.ts';
import { createCookbook } from './engines/cookbook/cookbook.ts';
import { createCookbookEngine } from './engines/cookbook/cookbook-engine.ts';
import { ModelCallBudget, type ModelCallAllowance } from './engines/model-call-budget.ts';
import { wrapEngine, type RecipeEngine } from './engines/recipe-engine.ts';
import { countUpstreamFailures } from './engines/wrappers/count-upstream-failures.ts';
import { withCookbookFallback } from './engines/wrappers/with-cookbook-fallback.ts';
import { withModelCallBudget } from './engines/wrappers/with-model-call-budget.ts';
import { answerClientError, registerConnectionGuards } from './plugins/connection-guards.ts';
import { registerErrorHandlers } from './plugins/error-handler.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticPage } from './plugins/static-page.ts';
import { createServerMetrics } from './metrics/server-metrics.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { createKitchen } from './kitchen/kitchen.ts';
import type { ServerData } from './server-data.ts';
import { Readiness } from './readiness.ts';
import { ConcurrencyLimiter, type RecipeSlots } from './recipes/concurrency-limiter.ts';
import { recipeRateLimit } from './recipes/recipe-rate-limit.ts';
import { recipeRoute } from './recipes/recipe-route.ts';
import { dishesRoute } from './routes/dishes-route.ts';
import { healthRoute } from './routes/health-route.ts';
import { ingredientReadingRoute } from './routes/ingredient-reading-route.ts';
import { limitsRoute } from './routes/limits-route.ts';
import { readinessRoute } from './routes/readiness-route.ts';

export interface AppDependencies {
  /** The built page; defaults to `dist/client`. */
  clientDir?: string;
  /** Where log lines go; defaults to standard output. */
  logStream?: NodeJS.WritableStream;
  /** Turned off by whoever shuts the server down, before it closes; `/readyz` reports it. */
  readiness?: Readiness;
}

const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/**
 * Builds the whole server from its configuration and its data (`loadData`), without listening,
 * so tests can `inject` into it.
 */
export async function buildApp(
  config: Config,
  data: ServerData,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
      // Belt and braces: we never log headers, but if a request or an error carrying them is
      // ever logged, no secret leaks. Named keys, not `*.headers…`: a wildcard runs the redactor,
      // which parses every path again, on each key of every line (about 5 µs a line).
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'err.headers.authorization',
        'err.headers.cookie',
        'err.request.headers.authorization',
        'err.request.headers.cookie',
      ],
    },
    // Our request-log plugin writes the one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Node's defaults let a client hold a connection for minutes by sending slowly.
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      // How often Node looks for requests past those timeouts (30 s by default).
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutMs),
    },
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });

  app.server.maxConnections = config.http.maxConnections;
  registerConnectionGuards(app, {
    maxConnectionsPerClient: config.http.maxConnectionsPerClient,
    behindProxy: config.trustProxy !== false,
  });
  registerRequestLog(app);
  registerErrorHandlers(app);
  registerSecurityHeaders(app);

  // Without Redis, every limit counts in this process alone, as it always has, and its client
  // is never loaded.
  const shared = config.redis.url ? await import('./redis/redis-only.ts') : undefined;
  const redis =
    shared && config.redis.url
      ? new shared.SharedRedis({ ...config.redis, url: config.redis.url, log: app.log })
      : undefined;
  if (shared && redis) {
    app.addHook('onClose', () => redis.close());
    // Before the rate limit's own hook, so its wait counts toward the request's one deadline.
    app.addHook('onRequest', shared.startRedisDeadline(config.redis.timeoutMs));
    await redis.connect();
  }
  const localSlots = new ConcurrencyLimiter(config.maxConcurrent, config.maxConcurrentPerClient);
  const slots: RecipeSlots =
    shared && redis
      ? new shared.SharedConcurrencyLimiter(localSlots, redis, {
          maxTotal: config.maxConcurrent,
          maxPerClient: config.maxConcurrentPerClient,
          leaseMs: config.redis.leaseMs,
        })
      : localSlots;
  const budgetLimits = { ...config.modelCallBudget, windowMs: config.rateLimitWindowMs };
  const budget: ModelCallAllowance =
    shared && redis
      ? new shared.SharedModelCallBudget(redis, {
          limits: budgetLimits,
          presence: new shared.InstancePresence(redis, config.redis.leaseMs),
          instances: config.redis.instances,
        })
      : new ModelCallBudget(budgetLimits);

  const metrics = createServerMetrics({
    recipesInFlight: () => slots.active,
    ...(redis ? { redisAvailable: () => redis.available } : {}),
  });
  registerMetrics(app, metrics, config.metrics);

  const kitchen = createKitchen(data);
  const cookbook = createCookbook(kitchen, data.recipes);
  const cookbookEngine = createCookbookEngine(cookbook);
  const modelServer = {
    token: modelServerKey(config),
    endpointUrl: config.huggingFace.endpointUrl,
    model: config.huggingFace.model,
  };
  const engine: RecipeEngine = usesHuggingFace(config)
    ? wrapEngine(
        // Loaded only for a model: the cookbook alone never holds the model's client.
        (await import('./engines/huggingface-engine.ts')).createHuggingFaceEngine({
          ...modelServer,
          responseBounds: modelResponseBounds,
          firstTextTimeoutMs: config.firstTokenTimeoutMs,
        }),
        [
          countUpstreamFailures(metrics.upstreamFailures),
          withModelCallBudget(budget),
          withCookbookFallback(cookbookEngine, { byItself: config.recipeFallback === 'cookbook' }),
        ],
      )
    : cookbookEngine;
  app.log.info({ source: engine.source }, 'Recipes come from the %s', engine.source);
  // In the background: start-up never waits for the model server.
  const modelCheck = usesHuggingFace(config)
    ? checkModelServed({
        ...modelServer,
        timeoutMs: config.modelCheckTimeoutMs,
        log: app.log,
      })
    : undefined;
  app.addHook('onClose', async () => modelCheck?.stop());

  await registerRateLimit(app, {
    store: shared && redis ? shared.fallbackRateLimitStore(redis) : undefined,
    onRefused: () => {
      metrics.rateLimited.inc({ limit: 'requests' });
      metrics.recipes.inc({ source: engine.source, outcome: 'refused' });
    },
  });

  recipeRoute(app, {
    kitchen,
    engine,
    slots,
    metrics,
    totalTimeoutMs: config.totalTimeoutMs,
    stalledWriteTimeoutMs: config.stalledWriteTimeoutMs,
    limits: config.recipeLimits,
    rateLimit: recipeRateLimit(
      {
        model: config.rateLimit,
        cookbook: config.cookbookRateLimit,
        windowMs: config.rateLimitWindowMs,
      },
      engine.source,
    ),
  });
  // close() waits for every connection to end, and a browser keeps its connection alive after
  // its recipe has finished: close those as they fall idle.
  let closeIdle: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  });
  app.addHook('onClose', async () => clearInterval(closeIdle));

  limitsRoute(app, config.recipeLimits);
  dishesRoute(
    app,
    cookbook,
    config.recipeLimits,
    config.cookbookRateLimit > 0
      ? { max: config.cookbookRateLimit, timeWindow: config.rateLimitWindowMs }
      : false,
  );
  ingredientReadingRoute(app, kitchen, config.recipeLimits);
  healthRoute(app);
  readinessRoute(app, {
    readiness: dependencies.readiness ?? new Readiness(),
    modelCheck,
    redis,
  });
  await registerStaticPage(app, dependencies.clientDir ?? defaultClientDir);

  return app;
}
