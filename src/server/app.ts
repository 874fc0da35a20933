import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { modelServerKey, usesHuggingFace } from './config.ts';
import { modelResponseBounds } from './engines/bounded-fetch.ts';
import { checkModelServed } from './engines/check-model-served.ts';
import { createHuggingFaceEngine } from './engines/huggingface-engine.ts';
import { createCookbookEngine } from './engines/cookbook/cookbook-engine.ts';
import type { RecipeEngine } from './engines/recipe-engine.ts';
import { answerClientError, registerConnectionGuards } from './plugins/connection-guards.ts';
import { registerErrorHandlers } from './plugins/error-handler.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticPage } from './plugins/static-page.ts';
import { ConcurrencyLimiter } from './recipes/concurrency-limiter.ts';
import { ModelCallBudget, withModelCallBudget } from './recipes/model-call-budget.ts';
import { recipeRoute } from './recipes/recipe-route.ts';
import { createRecipeStarter } from './recipes/start-recipe.ts';
import { healthRoute } from './routes/health-route.ts';
import { limitsRoute } from './routes/limits-route.ts';
import { readinessRoute } from './routes/readiness-route.ts';

export interface AppDependencies {
  /** The built page; defaults to `dist/client`. */
  clientDir?: string;
  /** Where log lines go; defaults to standard output. */
  logStream?: NodeJS.WritableStream;
}

const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Builds the whole server without listening, so tests can `inject` into it. */
export async function buildApp(
  config: Config,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
      // Belt and braces: we never log headers, but if anything ever does, no secret leaks.
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.headers.authorization'],
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
  registerConnectionGuards(app);
  registerRequestLog(app);
  registerErrorHandlers(app);
  await registerSecurityHeaders(app);
  await registerRateLimit(app);

  const cookbookEngine = createCookbookEngine();
  const modelServer = {
    token: modelServerKey(config),
    endpointUrl: config.huggingFace.endpointUrl,
    model: config.huggingFace.model,
  };
  const engine: RecipeEngine = usesHuggingFace(config)
    ? withModelCallBudget(
        createHuggingFaceEngine({ ...modelServer, responseBounds: modelResponseBounds }),
        new ModelCallBudget({
          ...config.modelCallBudget,
          windowMs: config.rateLimitWindowMs,
        }),
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

  recipeRoute(app, {
    startRecipe: createRecipeStarter({
      engine,
      cookbook: cookbookEngine,
      fallBackToCookbook: config.recipeFallback === 'cookbook',
      firstTextTimeoutMs: config.firstTokenTimeoutMs,
    }),
    totalTimeoutMs: config.totalTimeoutMs,
    stalledWriteTimeoutMs: config.stalledWriteTimeoutMs,
    limiter: new ConcurrencyLimiter(config.maxConcurrent, config.maxConcurrentPerClient),
    limits: config.recipeLimits,
    rateLimit:
      config.rateLimit > 0
        ? { max: config.rateLimit, timeWindow: config.rateLimitWindowMs }
        : false,
  });
  // close() waits for every connection to end, and a browser keeps its connection alive after
  // its recipe has finished: close those as they fall idle.
  let closeIdle: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  });
  app.addHook('onClose', async () => clearInterval(closeIdle));

  limitsRoute(app, config.recipeLimits);
  healthRoute(app);
  readinessRoute(app, modelCheck);
  await registerStaticPage(app, dependencies.clientDir ?? defaultClientDir);

  return app;
}
