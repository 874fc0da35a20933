import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy on a free loopback port in front of another server, that a test can cut (a network
 * partition: every connection dropped, new ones refused) and slow down (each chunk a client sends
 * reaches the server `delayMs` later).
 */
export interface TcpProxy {
  /** The target's URL with the proxy's port. */
  url: string;
  delayMs: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let cut = false;

  const proxy: Omit<TcpProxy, 'url'> = {
    delayMs: 0,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      proxy.cut();
      server.close();
      await once(server, 'close');
    },
  };

  const server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => {
      if (proxy.delayMs === 0) upstream.write(chunk);
      else setTimeout(() => upstream.write(chunk), proxy.delayMs);
    });
    upstream.on('data', (chunk) => client.write(chunk));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = new URL(targetUrl);
  url.port = String(port);
  return Object.assign(proxy, { url: url.toString().replace(/\/$/, '') });
}
