import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startFakeModelServer } from '../../../tests/support/fake-model-server.ts';
import { startRedisServer } from '../../../tests/support/redis-server.ts';
import {
  askFrom,
  inspectRedis,
  readiness,
  startInstance,
  startInstances,
} from '../../../tests/support/redis-instances.ts';
import { startTcpProxy } from '../../../tests/support/tcp-proxy.ts';

async function startRedisAndModel() {
  const redis = await startRedisServer();
  onTestFinished(() => redis.stop());
  const model = await startFakeModelServer();
  onTestFinished(() => model.close());
  onTestFinished(() => model.release());
  return { redis, model };
}

// Each waits for Redis to be seen gone and back, up to a second apart.
describe('the leases of recipe slots in Redis', { timeout: 30_000 }, () => {
  it('after a partition, are the recipes in flight: a fresh visitor gets in within 3 s of Redis answering', async () => {
    const { redis, model } = await startRedisAndModel();
    const proxy = await startTcpProxy(redis.url);
    onTestFinished(() => proxy.close());
    const instances = await startInstances(2, {
      HF_ENDPOINT_URL: model.url,
      REDIS_URL: proxy.url,
      RECIPE_MAX_CONCURRENT: '32',
      RECIPE_MAX_CONCURRENT_PER_CLIENT: '0',
    });
    const leases = inspectRedis(redis.url);
    model.setScript({ holdAfter: 1 });
    const streams = Array.from({ length: 32 }, (_, index) =>
      askFrom(instances[index % 2]!.app, `10.0.1.${index}`),
    );
    await vi.waitFor(() => expect(model.requests).toHaveLength(32));
    expect(await leases.zcard('slots:all')).toBe(32);

    proxy.cut();
    for (const { app } of instances) {
      await vi.waitFor(async () => expect((await readiness(app)).redis.connected).toBe(false));
    }
    // Every recipe ends while Redis cannot be told, and two start that Redis does not know of.
    model.release();
    for (const stream of streams) expect((await stream).statusCode).toBe(200);
    const startedApart = [askFrom(instances[0]!.app), askFrom(instances[1]!.app, '10.0.0.2')];
    await vi.waitFor(() => expect(model.requests).toHaveLength(34));

    proxy.restore();
    model.setScript({});
    await vi.waitFor(
      async () => {
        for (const { app } of instances) expect((await readiness(app)).redis.connected).toBe(true);
      },
      { timeout: 5_000, interval: 50 },
    );
    await vi.waitFor(
      async () => expect((await askFrom(instances[0]!.app, '10.0.2.1')).statusCode).toBe(200),
      { timeout: 3_000, interval: 100 },
    );
    await vi.waitFor(async () => expect(await leases.zcard('slots:all')).toBe(2));
    model.release();
    for (const stream of startedApart) expect((await stream).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await leases.zcard('slots:all')).toBe(0));
  });

  it('leave none behind for a slot whose answer came after this instance stopped waiting', async () => {
    const { redis, model } = await startRedisAndModel();
    const { app } = await startInstance({
      HF_ENDPOINT_URL: model.url,
      REDIS_URL: redis.url,
      REDIS_TIMEOUT_MS: '200',
    });
    const leases = inspectRedis(redis.url);
    redis.pause();
    expect((await askFrom(app)).statusCode).toBe(200);
    redis.resume();
    // Answered after the slot's own command, which Redis ran when it woke.
    await vi.waitFor(async () => expect((await readiness(app)).redis.connected).toBe(true), {
      timeout: 5_000,
      interval: 50,
    });
    await vi.waitFor(async () => expect(await leases.zcard('slots:all')).toBe(0));
  });

  it('are short, and renewed while their recipe runs', async () => {
    const { redis, model } = await startRedisAndModel();
    const [first, second] = await startInstances(2, {
      HF_ENDPOINT_URL: model.url,
      REDIS_URL: redis.url,
      RECIPE_MAX_CONCURRENT: '1',
      REDIS_LEASE_MS: '300',
    });
    const leases = inspectRedis(redis.url);
    model.setScript({ holdAfter: 1 });
    const held = askFrom(first!.app);
    await vi.waitFor(() => expect(model.requests).toHaveLength(1));
    const [, firstExpiry] = await leases.zrange('slots:all', '0', '-1', 'WITHSCORES');
    expect(Number(firstExpiry)).toBeLessThanOrEqual(Date.now() + 300 + 50);

    // Three lease lengths on, the lease is still there, and still counts.
    await vi.waitFor(
      async () => {
        const [, expiry] = await leases.zrange('slots:all', '0', '-1', 'WITHSCORES');
        expect(Number(expiry)).toBeGreaterThan(Number(firstExpiry) + 900);
      },
      { timeout: 5_000, interval: 50 },
    );
    const refused = await askFrom(second!.app, '10.0.0.2');
    expect(refused.json().error?.code).toBe('server-busy');
    model.release();
    expect((await held).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await leases.zcard('slots:all')).toBe(0));
  });
});
