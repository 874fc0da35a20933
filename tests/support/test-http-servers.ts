import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/**
 * Plain `node:http` servers for the tests of one file, on free loopback ports: `serve` starts
 * one and gives its URL and server; each is closed, its connections too, after every test.
 */
export function useTestHttpServers() {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map(async (server) => {
        server.closeAllConnections();
        server.close();
        if (server.listening) await once(server, 'close');
      }),
    );
  });
  return async function serve(answer: RequestListener) {
    const server = createServer(answer);
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
  };
}
