import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { onTestFinished } from 'vitest';
import { LogCapture } from './log-capture.ts';
import { buildTestApp } from './test-app.ts';

/**
 * An instance of the server, with what it logs. Redis may take its time unless the test says
 * otherwise: on a busy machine an answer can take longer than the 500 ms a server waits by default,
 * and a test not about that wait would see the instance count alone.
 */
export async function startInstance(environment: Record<string, string>) {
  const logs = new LogCapture();
  return { app: await buildTestApp({ REDIS_TIMEOUT_MS: '5000', ...environment }, logs), logs };
}

/** Instances of the server, as behind a load balancer, sharing one Redis (`REDIS_URL`). */
export async function startInstances(count: number, environment: Record<string, string>) {
  const instances: { app: FastifyInstance; logs: LogCapture }[] = [];
  for (let instance = 0; instance < count; instance += 1) {
    instances.push(await startInstance(environment));
  }
  return instances;
}

/** A recipe request from `address`. */
export const askFrom = (app: FastifyInstance, address = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/recipe',
    remoteAddress: address,
    payload: { ingredients: ['eggs', 'rice', 'peas', 'leek'] },
  });

/** What `/readyz` says. */
export const readiness = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/readyz' })).json();

/** A client of the test's Redis that sees the server's keys, closed when the test finishes. */
export function inspectRedis(url: string): Redis {
  const client = new Redis(url, { keyPrefix: 'chef-claude:', lazyConnect: true });
  onTestFinished(() => client.disconnect());
  return client;
}
