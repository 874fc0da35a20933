import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/recipe-api.ts';

export interface ConnectionGuardOptions {
  /** Most connections open at once from one address; 0: no cap. */
  maxConnectionsPerClient: number;
  /** Behind a trusted proxy every connection comes from the proxy: the cap is then off. */
  behindProxy: boolean;
}

interface ServerConnections {
  open: Set<Socket>;
  /** Requests whose body is still arriving. */
  receiving: Set<IncomingMessage>;
  draining: boolean;
}

const connectionsOf = new WeakMap<Server, ServerConnections>();

/**
 * Connections cannot be held hostage: an answer sent before its request's body was read closes
 * the connection (else Node waits for the rest of the body to reuse it), on shutdown a connection
 * still sending a body is closed at once instead of holding the grace period, and one address
 * holds at most `maxConnectionsPerClient` connections. Timeouts and the cap on all connections are
 * set where the server is created (`buildApp`).
 */
export function registerConnectionGuards(app: FastifyInstance, options: ConnectionGuardOptions) {
  const connections: ServerConnections = { open: new Set(), receiving: new Set(), draining: false };
  connectionsOf.set(app.server, connections);
  app.server.on('connection', (socket: Socket) => {
    connections.open.add(socket);
    socket.once('close', () => connections.open.delete(socket));
  });
  if (options.maxConnectionsPerClient > 0 && !options.behindProxy) {
    capConnectionsPerClient(app.server, options.maxConnectionsPerClient);
  }

  app.server.on('request', (request: IncomingMessage) => {
    if (!bodyStillArriving(request)) return;
    connections.receiving.add(request);
    const done = () => connections.receiving.delete(request);
    request.once('end', done);
    request.once('close', done);
  });

  // Calls `done` rather than being async: Fastify then makes no promise for it, on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bodyStillArriving(request.raw) || connections.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', async () => closeReceiving(connections));
}

/**
 * A request with a body not yet read to its end. One without a body is not `complete` either
 * until Node's parser returns from announcing it, which an answer sent at once comes before.
 */
function bodyStillArriving(request: IncomingMessage): boolean {
  if (request.complete) return false;
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

function closeReceiving(connections: ServerConnections) {
  for (const request of connections.receiving) if (!request.complete) request.socket.destroy();
}

/** Past `max` connections from one address, a new one is closed before it is read. */
function capConnectionsPerClient(server: Server, max: number) {
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const open = openByAddress.get(address) ?? 0;
    if (open >= max) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left === 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
  });
}

/**
 * The first step of a graceful shutdown: stop taking connections, and let the open ones end by
 * themselves. Every answer from now on closes its connection, and a connection still sending a
 * body is closed at once; a kept-alive connection is never closed while idle, when its client may
 * be sending a request down it: its next answer closes it, or its client does (nginx after its
 * upstream `keepalive_timeout`), or `HTTP_KEEP_ALIVE_TIMEOUT_MS` does, as at any other time.
 * Resolves once every connection has ended; `app.close()` then finds none.
 *
 * Node's `server.close()`, and Fastify's `close()` with it, closes idle kept-alive connections at
 * once (Node 19+), racing a client that is just sending a request down one: nginx does not send a
 * POST it has sent once to another instance, so the visitor got a 502, and a request that arrived
 * during Fastify's close got Fastify's own 503 instead of an answer.
 */
export async function drainConnections(app: FastifyInstance) {
  const connections = connectionsOf.get(app.server);
  if (!connections) throw new Error('drainConnections needs registerConnectionGuards');
  connections.draining = true;
  // The listening socket alone, without http.Server's closing of idle connections.
  NetServer.prototype.close.call(app.server);
  closeReceiving(connections);
  await Promise.all(
    [...connections.open].map((socket) =>
      socket.closed ? undefined : new Promise((resolve) => socket.once('close', resolve)),
    ),
  );
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
