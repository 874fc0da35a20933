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

export interface WaitForHealthyOptions {
  /** The server's process: when it exits, waiting stops at once. */
  child?: ChildProcess;
  /** How long the server may take to answer `/healthz` with 200. */
  timeoutMs?: number;
}

/** Polls `<url>/healthz` every 5 ms until it answers 200; throws when it will not. */
export async function waitForHealthy(
  url: string,
  { child, timeoutMs = 30_000 }: WaitForHealthyOptions = {},
): Promise<void> {
  const deadline = AbortSignal.timeout(timeoutMs);
  let lastAnswer = 'no answer';
  while (!deadline.aborted) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before ${url}/healthz answered 200`,
      );
    try {
      const response = await fetch(`${url}/healthz`, { signal: deadline });
      await response.body?.cancel();
      if (response.ok) return;
      lastAnswer = `status ${response.status}`;
    } catch (error) {
      if (!deadline.aborted)
        lastAnswer = (error as Error).cause ? String((error as Error).cause) : String(error);
    }
    await delay(5);
  }
  throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs} ms (last: ${lastAnswer})`);
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
  await waitForHealthy(url, { child });
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
