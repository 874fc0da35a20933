// What the server needs only when Redis is configured, in one module that `buildApp` imports
// then: a server without Redis never loads its client.
export { fallbackRateLimitStore } from './fallback-rate-limit-store.ts';
export { InstancePresence } from './instance-presence.ts';
export { startRedisDeadline } from './request-redis-deadline.ts';
export { SharedConcurrencyLimiter } from './shared-concurrency-limiter.ts';
export { SharedModelCallBudget } from './shared-model-call-budget.ts';
export { SharedRedis } from './shared-redis.ts';
