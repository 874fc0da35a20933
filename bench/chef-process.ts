import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** A free TCP port on loopback, found by letting the kernel choose one. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

export async function waitForHealthy(url: string, child?: ChildProcess): Promise<void> {
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(5);
  }
}

export interface ChefProcess {
  url: string;
  child: ChildProcess;
  /** The most memory the process has held so far (VmHWM), in bytes. */
  peakMemoryBytes(): number;
  stop(): Promise<void>;
}

/**
 * The built server (`dist/server/main.js`) in its own process, as `npm start` runs it, so the
 * load it serves does not share an event loop with the load generator.
 */
export async function startChefProcess(
  environment: Record<string, string>,
  command: readonly string[] = ['dist/server/main.js'],
): Promise<ChefProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, command, {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      RECIPE_RATE_LIMIT: '0',
      RECIPE_GLOBAL_RATE_LIMIT: '0',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url, child);
  return {
    url,
    child,
    peakMemoryBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kilobytes = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
      return Number(kilobytes) * 1024;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
