import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
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
  const deadline = performance.now() + timeoutMs;
  let lastAnswer = 'no answer';
  while (performance.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before ${url}/healthz answered 200`,
      );
    try {
      // A signal of its own for each try: one shared by every try would gather their listeners.
      const signal = AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now())));
      const response = await fetch(`${url}/healthz`, { signal });
      await response.body?.cancel();
      if (response.ok) return;
      lastAnswer = `status ${response.status}`;
    } catch (error) {
      if (performance.now() < deadline)
        lastAnswer = (error as Error).cause ? String((error as Error).cause) : String(error);
    }
    await delay(5);
  }
  throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs} ms (last: ${lastAnswer})`);
}

/** What bench/server-probe.mjs says from inside the server's process. */
export interface ServerProbe {
  /** CPU time the process has used since it started, user and system. */
  cpuMicroseconds: number;
  /** How late the event loop ran since the previous probe (monitorEventLoopDelay). */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
}

export interface ChefProcessOptions {
  /** Load bench/server-probe.mjs into the server, so that `probe()` can ask it. */
  probe?: boolean;
  /** The CPUs the server may run on, as taskset lists them (`0`, `0-3`); all when not given. */
  cpus?: string;
}

export interface ChefProcess {
  url: string;
  child: ChildProcess;
  /** The most memory the process has held so far (VmHWM), in bytes. */
  peakMemoryBytes(): number;
  /** The memory the process holds now (VmRSS), in bytes. */
  residentMemoryBytes(): number;
  /** Asks the server's probe (`probe: true`); each answer resets its event-loop histogram. */
  probe(): Promise<ServerProbe>;
  stop(): Promise<void>;
}

/** A memory figure of a child process from /proc (`VmHWM`, `VmRSS`), in bytes. */
function memoryBytes(child: ChildProcess, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) * 1024;
}

const serverProbePath = fileURLToPath(new URL('./server-probe.mjs', import.meta.url));

/**
 * What every benchmarked server runs with besides its own settings: no limit that a benchmark's
 * load would reach. The day's model calls among them: past 5,000 a server answers from the
 * cookbook, so a benchmark sending more would time the cookbook instead of the relay.
 */
export const benchServerEnvironment: Readonly<Record<string, string>> = {
  RECIPE_RATE_LIMIT: '0',
  RECIPE_GLOBAL_RATE_LIMIT: '0',
  RECIPE_DAILY_LIMIT: '0',
  RECIPE_COOKBOOK_RATE_LIMIT: '0',
  // Every benchmark client connects from 127.0.0.1: the cap on one address's connections would
  // refuse the load itself.
  HTTP_MAX_CONNECTIONS_PER_CLIENT: '0',
};

/** The Node flags `npm start` runs the server with (package.json; decision 015). */
export const serverNodeFlags: readonly string[] = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(' ')
  .filter((word) => word.startsWith('--'));

/**
 * The built server (`dist/server/main.js`) in its own process, as `npm start` runs it, so the
 * load it serves does not share an event loop with the load generator.
 */
export async function startChefProcess(
  environment: Record<string, string>,
  command: readonly string[] = ['dist/server/main.js'],
  options: ChefProcessOptions = {},
): Promise<ChefProcess> {
  const port = await freePort();
  const node = [
    process.execPath,
    ...serverNodeFlags,
    ...(options.probe ? ['--import', serverProbePath] : []),
  ];
  const [file, ...args] = options.cpus
    ? ['taskset', '--cpu-list', options.cpus, ...node, ...command]
    : [...node, ...command];
  const child = spawn(file!, args, {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...benchServerEnvironment,
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit', ...(options.probe ? (['ipc'] as const) : [])],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url, { child });
  return {
    url,
    child,
    peakMemoryBytes: () => memoryBytes(child, 'VmHWM'),
    residentMemoryBytes: () => memoryBytes(child, 'VmRSS'),
    async probe() {
      if (!options.probe) throw new Error('The server was started without its probe');
      child.send('server-probe');
      const [answer] = (await once(child, 'message')) as [ServerProbe];
      return answer;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
