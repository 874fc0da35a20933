import { expect, it, onTestFinished, vi } from 'vitest';
import { startFakeModelServer } from '../../../tests/support/fake-model-server.ts';
import { startRedisServer } from '../../../tests/support/redis-server.ts';
import { askFrom, readiness, startInstance } from '../../../tests/support/redis-instances.ts';
import { startTcpProxy } from '../../../tests/support/tcp-proxy.ts';

// Redis answers each command 450 ms late: three in turn would be 1.35 s.
it(
  "bounds a recipe request's whole wait for a slow Redis by REDIS_TIMEOUT_MS",
  { timeout: 30_000 },
  async () => {
    const redis = await startRedisServer();
    onTestFinished(() => redis.stop());
    const proxy = await startTcpProxy(redis.url);
    onTestFinished(() => proxy.close());
    const model = await startFakeModelServer();
    onTestFinished(() => model.close());
    const { app } = await startInstance({
      HF_ENDPOINT_URL: model.url,
      REDIS_URL: proxy.url,
      REDIS_TIMEOUT_MS: '500',
      RECIPE_RATE_LIMIT: '5',
      RECIPE_GLOBAL_RATE_LIMIT: '5',
    });
    // One recipe while Redis is quick, so its scripts are loaded and the answer is Redis's alone.
    expect((await askFrom(app)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await readiness(app)).redis.connected).toBe(true));

    proxy.delayMs = 450;
    const started = performance.now();
    const answer = await askFrom(app, '10.0.0.2');
    const waited = performance.now() - started;
    expect(answer.statusCode).toBe(200);
    expect(waited).toBeLessThan(1_000);
  },
);
