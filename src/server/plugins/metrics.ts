import type { FastifyInstance } from 'fastify';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server.ts';
import { collectProcessMetrics, type ServerMetrics } from '../metrics/server-metrics.ts';

/**
 * Times every response by route and status, and, when a metrics port is configured, serves the
 * metrics there from the moment the app is ready until it has closed (after the last recipe).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: ServerMetrics,
  serveOn: { host: string; port: number | undefined },
) {
  // Calls `done` rather than being async: Fastify then makes no promise for it, on every response.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        // The route's pattern, never the URL itself: one series per route, whatever is asked.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const { host, port } = serveOn;
  if (port === undefined) return;
  collectProcessMetrics(metrics);
  let server: MetricsServer | undefined;
  app.addHook('onReady', async () => {
    server = await startMetricsServer(metrics.registry, { host, port });
    app.log.info({ metrics: server.url }, 'Metrics served at %s', server.url);
  });
  app.addHook('onClose', async () => server?.close());
}
