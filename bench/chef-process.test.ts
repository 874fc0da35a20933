import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { benchServerEnvironment, serverNodeFlags, waitForHealthy } from './chef-process.ts';

let server: Server | undefined;
afterEach(() => server?.close());

async function serverAnswering(status: number): Promise<string> {
  server = createServer((_, response) => response.writeHead(status).end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port');
  return `http://127.0.0.1:${address.port}`;
}

describe('waitForHealthy', () => {
  it('resolves once /healthz answers 200', async () => {
    await expect(waitForHealthy(await serverAnswering(200))).resolves.toBeUndefined();
  });

  it('gives up after its timeout, naming the URL and the last answer', async () => {
    const url = await serverAnswering(503);
    // Long enough for a first answer on a busy machine, so there is a last answer to name.
    await expect(waitForHealthy(url, { timeoutMs: 1000 })).rejects.toThrow(
      `${url}/healthz did not answer 200 within 1000 ms (last: status 503)`,
    );
  });

  it('gives up at once when the server’s process has exited', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await once(child, 'exit');
    await expect(
      waitForHealthy('http://127.0.0.1:9', { child, timeoutMs: 60_000 }),
    ).rejects.toThrow('The server exited (3) before http://127.0.0.1:9/healthz answered 200');
  });
});

describe('the Node flags the server runs with', () => {
  it('are npm start’s, and the deploy guide runs the server with them too', () => {
    expect(serverNodeFlags).toEqual(['--max-semi-space-size=2']);
    const guide = readFileSync(new URL('../docs/deploy/README.md', import.meta.url), 'utf8');
    const commands = guide.split('\n').filter((line) => line.includes('dist/server/main.js'));
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      expect(command).toContain(`node ${serverNodeFlags.join(' ')} --enable-source-maps`);
    }
  });
});

describe('the environment every benchmarked server runs with', () => {
  it('turns off every limit a benchmark’s load would reach, the day’s model calls among them', () => {
    const config = loadConfig({ ...benchServerEnvironment, HF_TOKEN: 'hf_bench' });
    expect(config.rateLimit).toBe(0);
    expect(config.cookbookRateLimit).toBe(0);
    expect(config.modelCallBudget).toEqual({ perWindow: 0, perDay: 0 });
    expect(config.http.maxConnectionsPerClient).toBe(0);
  });
});
