import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How a recipe request ended: written to the end, failed, left by its visitor, or refused. */
export type RecipeOutcome = 'completed' | 'failed' | 'cancelled' | 'refused';

export interface ServerMetricsOptions {
  /** Recipes being written on this instance right now. */
  recipesInFlight: () => number;
  /** Whether the limits are shared through Redis right now; undefined without Redis. */
  redisAvailable?: () => boolean;
}

/**
 * Everything the server measures, in one registry of its own (never prom-client's global one, so
 * each app built in a process counts alone). Read by Prometheus from the metrics port.
 */
export function createServerMetrics({ recipesInFlight, redisAvailable }: ServerMetricsOptions) {
  const registry = new Registry();
  const registers = [registry];
  const sources = ['source'] as const;
  const sourcesAndOutcomes = ['source', 'outcome'] as const;
  const metrics = {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the end of its response (a recipe: its whole stream), by route and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers,
    }),
    recipes: new Counter({
      name: 'chef_recipes_total',
      help: 'Recipe requests past validation and the rate limit, by who wrote them and how they ended.',
      labelNames: sourcesAndOutcomes,
      registers,
    }),
    recipeFirstText: new Histogram({
      name: 'chef_recipe_first_text_seconds',
      help: 'Time from a recipe request to its first text.',
      labelNames: sources,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60],
      registers,
    }),
    recipeDuration: new Histogram({
      name: 'chef_recipe_duration_seconds',
      help: 'Time from a recipe request to the end of its stream, by how it ended.',
      labelNames: sourcesAndOutcomes,
      buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
      registers,
    }),
    recipeTextBytes: new Counter({
      name: 'chef_recipe_text_bytes_total',
      help: 'Bytes of recipe text (UTF-8) sent to visitors, counted as each recipe ends.',
      labelNames: sources,
      registers,
    }),
    upstreamFailures: new Counter({
      name: 'chef_upstream_failures_total',
      help: 'Failures of the model server, by kind (a visitor leaving is not one).',
      labelNames: ['kind'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'chef_rate_limited_total',
      help: 'Recipe requests refused with 429: past the rate limit (requests) or the per-client cap (concurrency).',
      labelNames: ['limit'] as const,
      registers,
    }),
  };
  new Gauge({
    name: 'chef_recipes_in_flight',
    help: 'Recipes being written on this instance.',
    registers,
    collect() {
      this.set(recipesInFlight());
    },
  });
  if (redisAvailable) {
    new Gauge({
      name: 'chef_redis_available',
      help: '1 while the limits are shared through Redis, 0 while this instance counts alone.',
      registers,
      collect() {
        this.set(redisAvailable() ? 1 : 0);
      },
    });
  }
  return metrics;
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>;

/** Adds the process's own metrics (CPU, memory, event loop, handles): only when they are served. */
export function collectProcessMetrics(metrics: ServerMetrics) {
  collectDefaultMetrics({ register: metrics.registry });
}
