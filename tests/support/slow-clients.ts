import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface SlowConnections {
  /** What each connection has received so far, in the order they were opened. */
  received: string[];
  /** How many are connected (the kernel accepted them, whether or not the server read them). */
  connected(): number;
  /** How many are still open and have had no answer: those the server is still reading. */
  waiting(): number;
  /** How many the other side has closed. */
  closed(): number;
  /** Stops sending and closes them all. */
  stop(): void;
}

/**
 * `count` connections from one address that each send `start` at once, then one more byte every
 * `byteEveryMs` (a second unless given): just enough to keep restarting a timeout that counts from
 * the last byte.
 */
export function openSlowConnections(
  url: string,
  count: number,
  start: string,
  byteEveryMs = 1000,
): SlowConnections {
  const { hostname, port } = new URL(url);
  const received: string[] = [];
  const sockets: Socket[] = [];
  let connected = 0;
  for (let index = 0; index < count; index += 1) {
    const socket = connect({ host: hostname, port: Number(port) });
    received.push('');
    socket.once('connect', () => (connected += 1));
    socket.on('data', (chunk: Buffer) => (received[index] += chunk.toString()));
    // A refusal may reset the connection while a byte is on its way: expected here.
    socket.on('error', () => undefined);
    socket.write(start);
    sockets.push(socket);
  }
  const sender = setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write('x');
  }, byteEveryMs);
  return {
    received,
    connected: () => connected,
    waiting: () => sockets.filter((socket, index) => !socket.closed && !received[index]).length,
    closed: () => sockets.filter((socket) => socket.closed).length,
    stop() {
      clearInterval(sender);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/**
 * A GET on a new connection from `localAddress` (any of 127.0.0.0/8 on Linux), as another visitor
 * would send it: the status, or 'no answer' when it failed or took over `timeoutMs`.
 */
export function getFrom(
  url: string,
  localAddress: string,
  timeoutMs: number,
): Promise<number | 'no answer'> {
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      { localAddress, agent: false, timeout: timeoutMs },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.once('timeout', () => {
      outgoing.destroy();
      resolve('no answer');
    });
    outgoing.once('error', () => resolve('no answer'));
    outgoing.end();
  });
}
