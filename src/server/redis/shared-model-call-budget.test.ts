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

async function startRedisBehindProxy() {
  const redis = await startRedisServer();
  onTestFinished(() => redis.stop());
  const proxy = await startTcpProxy(redis.url);
  onTestFinished(() => proxy.close());
  const model = await startFakeModelServer();
  onTestFinished(() => model.close());
  return { redis, proxy, model };
}

/** The status of a recipe asked of each instance in turn, each from an address of its own. */
async function askInTurn(apps: readonly { app: Parameters<typeof askFrom>[0] }[], times: number) {
  const statuses = [];
  for (let request = 0; request < times; request += 1) {
    const { app } = apps[request % apps.length]!;
    statuses.push((await askFrom(app, `10.0.3.${request}`)).statusCode);
  }
  return statuses;
}

// Each waits for Redis to be seen gone and back, up to a second apart.
describe('the model-call budget while Redis is away', { timeout: 30_000 }, () => {
  it('each instance spends only its share of what was left, among the instances it saw', async () => {
    const { redis, proxy, model } = await startRedisBehindProxy();
    const instances = await startInstances(2, {
      HF_ENDPOINT_URL: model.url,
      REDIS_URL: proxy.url,
      RECIPE_GLOBAL_RATE_LIMIT: '6',
      REDIS_LEASE_MS: '300',
    });
    const shared = inspectRedis(redis.url);
    const presentUntil = async () =>
      (await shared.zrange('instances', '0', '-1', 'WITHSCORES'))
        .filter((_, index) => index % 2 === 1)
        .map(Number);
    // Each instance has marked itself present since both were up, so each has counted two.
    const joined = Math.max(...(await presentUntil()));
    await vi.waitFor(async () => {
      const times = await presentUntil();
      expect(times).toHaveLength(2);
      for (const time of times) expect(time).toBeGreaterThan(joined);
    });
    expect(await askInTurn(instances, 2)).toEqual([200, 200]);

    proxy.cut();
    for (const { app } of instances) {
      await vi.waitFor(async () => expect((await readiness(app)).redis.connected).toBe(false));
    }
    // 4 calls were left: 2 each, then no more.
    for (const instance of instances)
      expect(await askInTurn([instance], 3)).toEqual([200, 200, 503]);
    expect(model.requests).toHaveLength(6);

    proxy.restore();
    await vi.waitFor(async () => expect(await shared.get('budget:window')).toBe('6'), {
      timeout: 5_000,
      interval: 50,
    });
    const refused = await askFrom(instances[0]!.app, '10.0.4.1');
    expect(refused.json().error.code).toBe('chef-budget-exhausted');
    expect(model.requests).toHaveLength(6);
  });

  it('shares among RECIPE_INSTANCES when it saw fewer, and adds what it spent to Redis', async () => {
    const { redis, proxy, model } = await startRedisBehindProxy();
    const instances = await startInstances(1, {
      HF_ENDPOINT_URL: model.url,
      REDIS_URL: proxy.url,
      RECIPE_GLOBAL_RATE_LIMIT: '10',
      RECIPE_DAILY_LIMIT: '100',
      RECIPE_INSTANCES: '3',
    });
    proxy.cut();
    await vi.waitFor(async () =>
      expect((await readiness(instances[0]!.app)).redis.connected).toBe(false),
    );
    expect(await askInTurn(instances, 4)).toEqual([200, 200, 200, 503]);

    proxy.restore();
    const shared = inspectRedis(redis.url);
    const today = new Date().toISOString().slice(0, 10);
    await vi.waitFor(
      async () => {
        expect(await shared.get('budget:window')).toBe('3');
        expect(await shared.get(`budget:day:${today}`)).toBe('3');
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});

describe('a Redis that refuses the password', { timeout: 30_000 }, () => {
  it.each([
    ['a wrong one', ':wrong@', 'WRONGPASS'],
    ['none', '', 'NOAUTH'],
  ])(
    'given %s, is a configuration error logged at start and shown by /readyz',
    async (_case, credentials, refusal) => {
      const redis = await startRedisServer();
      onTestFinished(() => redis.stop());
      const admin = inspectRedis(redis.url);
      await admin.config('SET', 'requirepass', 'right');
      const { app, logs } = await startInstance({
        REDIS_URL: redis.url.replace('//', `//${credentials}`),
      });

      const errors = logs.lines.filter((line) => line.level === 50);
      expect(errors).toHaveLength(1);
      expect(String(errors[0]!.msg)).toMatch(/REDIS_URL/);
      expect(logs.text).not.toContain('wrong');
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'misconfigured',
        redis: { connected: false, error: expect.stringContaining(refusal) },
      });
      // Recipes are still served, on this instance's own limits.
      expect((await askFrom(app)).statusCode).toBe(200);
    },
  );
});
