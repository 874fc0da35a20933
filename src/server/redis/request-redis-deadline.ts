import { AsyncLocalStorage } from 'node:async_hooks';
import type { onRequestHookHandler } from 'fastify';

/**
 * When the current request's wait for Redis ends. A recipe request asks Redis three times in turn
 * (its rate limit, its slot, the model-call budget), from a plugin, the route and an engine
 * wrapper: one deadline for all three bounds the request's whole wait by `REDIS_TIMEOUT_MS`
 * without each of them passing it down. It follows the request through its async calls the way
 * @fastify/request-context does, by running the rest of the request inside `run`.
 */
const deadlines = new AsyncLocalStorage<number>();

/** The hook that starts each request's Redis deadline: `timeoutMs` from when it arrives. */
export function startRedisDeadline(timeoutMs: number): onRequestHookHandler {
  return (_request, _reply, done) => deadlines.run(Date.now() + timeoutMs, done);
}

/** How long the current request may still wait for Redis; `timeoutMs` outside a request. */
export function redisWaitLeftMs(timeoutMs: number): number {
  const deadline = deadlines.getStore();
  return deadline === undefined ? timeoutMs : Math.min(timeoutMs, deadline - Date.now());
}
