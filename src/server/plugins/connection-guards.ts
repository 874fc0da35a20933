import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/recipe-api.ts';

/**
 * Connections cannot be held hostage: an answer sent before its request's body was read closes
 * the connection (else Node waits for the rest of the body to reuse it), and on shutdown a
 * connection still sending a body is closed at once instead of holding the grace period.
 * Timeouts and the connection cap are set where the server is created (`buildApp`).
 */
export function registerConnectionGuards(app: FastifyInstance) {
  const receiving = new Set<IncomingMessage>();
  app.server.on('request', (request: IncomingMessage) => {
    if (request.complete) return;
    receiving.add(request);
    const done = () => receiving.delete(request);
    request.once('end', done);
    request.once('close', done);
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });

  app.addHook('preClose', async () => {
    for (const request of receiving) if (!request.complete) request.socket.destroy();
  });
}

const clientErrors: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};

/**
 * Node's own answer to a request it could not read (bad HTTP, a timeout, huge headers), in our
 * error shape, with the headers that matter for an error and a log line; Fastify never sees these.
 */
export function answerClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = clientErrors[error.code ?? ''] ?? {
      status: 400,
      message: 'The request could not be read.',
    };
    this.log.info({ statusCode: status, clientError: error.code }, 'request refused by HTTP');
    if (socket.writable) {
      const body: ApiErrorBody = {
        error: { code: status === 408 ? 'request-timeout' : 'bad-request', message },
      };
      const text = JSON.stringify(body);
      socket.write(
        [
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
          'content-type: application/json; charset=utf-8',
          `content-length: ${Buffer.byteLength(text)}`,
          'cache-control: no-store',
          'x-content-type-options: nosniff',
          "content-security-policy: default-src 'none'; frame-ancestors 'none'",
          'connection: close',
          '',
          text,
        ].join('\r\n'),
      );
    }
    socket.destroy();
  }
}
