import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { startRedisServer, type TestRedis } from '../../../tests/support/redis-server.ts';
import { startServerProcess, type ServerProcess } from '../../../tests/support/server-process.ts';
import { LogCapture } from '../../../tests/support/log-capture.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

let redis: TestRedis;
let model: FakeModelServer;
let apps: FastifyInstance[] = [];
let logs: LogCapture[] = [];
let killed: ServerProcess | undefined;

// Stopped after the test's apps have closed (finish hooks run last registered, first run).
beforeEach(async () => {
  redis = await startRedisServer();
  onTestFinished(() => redis.stop());
  model = await startFakeModelServer();
  onTestFinished(() => model.close());
});
afterEach(() => {
  killed?.process.kill('SIGKILL');
  killed = undefined;
  model.release();
  apps = [];
  logs = [];
});

/** Two instances of the server, as behind a load balancer, sharing the test's Redis. */
async function startTwoInstances(environment: Record<string, string>) {
  for (let instance = 0; instance < 2; instance += 1) {
    const capture = new LogCapture();
    const app = await buildTestApp(
      // Patient unless the test says otherwise: see startInstance in redis-instances.ts.
      {
        HF_ENDPOINT_URL: model.url,
        REDIS_URL: redis.url,
        REDIS_TIMEOUT_MS: '5000',
        ...environment,
      },
      capture,
    );
    apps.push(app);
    logs.push(capture);
  }
  return apps as [FastifyInstance, FastifyInstance];
}

const askFrom = (app: FastifyInstance, address = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/recipe',
    remoteAddress: address,
    payload: { ingredients: ['eggs', 'rice', 'peas', 'leek'] },
  });

const readiness = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/readyz' })).json();

/** The warnings a log holds about Redis. */
const redisWarnings = (capture: LogCapture) =>
  capture.lines.filter((line) => line.level === 40 && /Redis/.test(String(line.msg)));

describe('two instances sharing one Redis', () => {
  it("share one visitor's rate limit", async () => {
    const [first, second] = await startTwoInstances({ RECIPE_RATE_LIMIT: '3' });
    const statuses = [];
    for (const app of [first, second, first, second])
      statuses.push((await askFrom(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another visitor has a limit of their own.
    expect((await askFrom(first, '10.0.0.2')).statusCode).toBe(200);
  });

  it('share the cap on recipes written at once, and free the slot when one ends', async () => {
    const [first, second] = await startTwoInstances({
      RECIPE_MAX_CONCURRENT: '1',
      RECIPE_MAX_CONCURRENT_PER_CLIENT: '0',
    });
    model.setScript({ holdAfter: 1 });
    const held = askFrom(first);
    await vi.waitFor(() => expect(model.requests).toHaveLength(1));

    const refused = await askFrom(second, '10.0.0.2');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('server-busy');

    model.release();
    expect((await held).statusCode).toBe(200);
    model.setScript({});
    // The lease is let go in Redis as the recipe ends, on the first instance's own connection:
    // the second's next request may reach Redis a moment before it.
    await vi.waitFor(async () => expect((await askFrom(second, '10.0.0.2')).statusCode).toBe(200));
  });

  it("share one visitor's cap, while others still get in", async () => {
    const [first, second] = await startTwoInstances({
      RECIPE_MAX_CONCURRENT: '10',
      RECIPE_MAX_CONCURRENT_PER_CLIENT: '1',
    });
    model.setScript({ holdAfter: 1 });
    const held = askFrom(first);
    await vi.waitFor(() => expect(model.requests).toHaveLength(1));

    expect((await askFrom(second)).statusCode).toBe(429);
    const other = askFrom(second, '10.0.0.2');
    await vi.waitFor(() => expect(model.requests).toHaveLength(2));
    model.release();
    expect((await held).statusCode).toBe(200);
    expect((await other).statusCode).toBe(200);
  });

  it("share the budget of the shared credential's calls", async () => {
    const [first, second] = await startTwoInstances({ RECIPE_GLOBAL_RATE_LIMIT: '2' });
    expect((await askFrom(first, '10.0.0.1')).statusCode).toBe(200);
    expect((await askFrom(second, '10.0.0.2')).statusCode).toBe(200);
    const refused = await askFrom(first, '10.0.0.3');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('chef-budget-exhausted');
    expect(model.requests).toHaveLength(2);
  });

  it('report Redis as connected and ready', async () => {
    const [first] = await startTwoInstances({});
    expect(await readiness(first)).toMatchObject({
      status: 'ready',
      redis: { connected: true, limits: 'shared' },
    });
  });
});

// Each waits up to 10 s for Redis to answer again, longer than Vitest's default test timeout.
describe('when Redis fails', { timeout: 30_000 }, () => {
  it('each instance keeps serving with its own limits, warns once, and shares again once Redis is back', async () => {
    const [first, second] = await startTwoInstances({ RECIPE_RATE_LIMIT: '2' });
    await redis.stop();

    // Its own limit, not none: two recipes, then 429, on each instance alone.
    for (const app of [first, second]) {
      const statuses = [];
      for (let request = 0; request < 3; request += 1)
        statuses.push((await askFrom(app)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    }
    expect(await readiness(first)).toMatchObject({
      status: 'ready',
      redis: { connected: false, limits: 'this instance only' },
    });
    for (const capture of logs) expect(redisWarnings(capture)).toHaveLength(1);
    expect(logs[0]!.text).not.toContain(redis.url);

    await redis.start();
    await vi.waitFor(
      async () => {
        for (const app of [first, second])
          expect((await readiness(app)).redis.connected).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
    // The new Redis is empty: one shared count across both again.
    const statuses = [];
    for (const app of [first, second, first])
      statuses.push((await askFrom(app, '10.0.0.9')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect(logs[0]!.text).toMatch(/Redis answers again/);
  });

  it('a stalled Redis holds no request: it is answered from this instance’s count', async () => {
    const [first] = await startTwoInstances({
      RECIPE_RATE_LIMIT: '5',
      RECIPE_MAX_CONCURRENT_PER_CLIENT: '1',
      RECIPE_GLOBAL_RATE_LIMIT: '5',
      REDIS_TIMEOUT_MS: '200',
    });
    redis.pause();
    const answer = await askFrom(first);
    expect(answer.statusCode).toBe(200);
    expect((await readiness(first)).redis.connected).toBe(false);

    redis.resume();
    await vi.waitFor(async () => expect((await readiness(first)).redis.connected).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('starts without Redis, and shares once Redis is up', async () => {
    await redis.stop();
    const [first, second] = await startTwoInstances({ RECIPE_RATE_LIMIT: '1' });
    expect((await askFrom(first)).statusCode).toBe(200);
    expect((await readiness(first)).redis.connected).toBe(false);

    await redis.start();
    await vi.waitFor(
      async () => {
        for (const app of [first, second])
          expect((await readiness(app)).redis.connected).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await askFrom(second, '10.0.0.5')).statusCode).toBe(200);
    expect((await askFrom(first, '10.0.0.5')).statusCode).toBe(429);
  });
});

// Starts a server process through the TypeScript loader: seconds on a busy machine.
describe('a slot held by an instance that was killed', { timeout: 30_000 }, () => {
  it('comes back once its lease runs out, though the recipe could have run for minutes', async () => {
    // The survivor is up before the slot's holder dies: on a busy machine starting it can take
    // longer than the lease, which would then run out before the survivor is asked.
    const [survivor] = await startTwoInstances({ RECIPE_MAX_CONCURRENT: '1' });
    model.setScript({ holdAfter: 1 });
    const environment = {
      HF_ENDPOINT_URL: model.url,
      REDIS_URL: redis.url,
      RECIPE_MAX_CONCURRENT: '1',
      REDIS_LEASE_MS: '2000',
    };
    killed = await startServerProcess(environment);
    // Until it has reached Redis, an instance counts its slots by itself.
    const address = killed.address;
    await vi.waitFor(
      async () => {
        const readiness = (await (await fetch(`${address}/readyz`)).json()) as {
          redis: { connected: boolean };
        };
        expect(readiness.redis.connected).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
    const response = await fetch(`${killed.address}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] }),
    });
    await response.body!.getReader().read();
    killed.process.kill('SIGKILL');

    model.setScript({});
    expect((await askFrom(survivor)).statusCode).toBe(503);
    await vi.waitFor(async () => expect((await askFrom(survivor)).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 200,
    });
  });
});
