import type { FastifyInstance } from 'fastify';
import { urlForLog } from './url-for-log.ts';

/**
 * One structured line per request, when its response has gone out. Fastify's own request logging
 * (two lines, with the request serialized) is turned off in `buildApp`; headers are never logged.
 * Its hook calls `done` rather than being async: Fastify then makes no promise for it.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: urlForLog(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request completed',
    );
    done();
  });
}
