import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port.ts';

/**
 * A real `redis-server` (Debian's package) of the test's own, on a free loopback port, keeping
 * nothing on disk. It can be stopped, paused and started again on the same port.
 */
export interface TestRedis {
  url: string;
  /** Stops it (SIGKILL: no goodbye to its clients) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  resume(): void;
}

export async function startRedisServer(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    const process = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = process;
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      process.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/.test(output)) resolve();
      });
      process.once('exit', () => reject(new Error(`redis-server did not start:\n${output}`)));
    });
    await ready;
  }

  async function stop() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGCONT');
    child.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}
