import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface SharedRedisOptions {
  url: string;
  keyPrefix: string;
  /** Longest wait to connect and for one answer. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/** How often an instance that lost Redis asks whether it answers again. */
const probeIntervalMs = 1000;

/**
 * The Redis that every instance shares its limits through, and whether it can be used right now.
 * Redis fails like any dependency: while it is down or slow, `available` is false and each limit
 * falls back to this instance's own count; requests never wait longer than `timeoutMs` for it.
 * An outage is logged once when it starts and once when it ends, never once per request.
 */
export class SharedRedis {
  readonly client: Redis;
  #available = false;
  #outageLogged = false;
  #probe: NodeJS.Timeout | undefined;
  readonly #log: FastifyBaseLogger;
  readonly #timeoutMs: number;

  constructor({ url, keyPrefix, timeoutMs, log }: SharedRedisOptions) {
    this.#log = log;
    this.#timeoutMs = timeoutMs;
    this.client = new Redis(url, {
      keyPrefix,
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      // A command while disconnected fails at once instead of waiting for the connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Keep trying to reconnect, never more than a second apart, so shared limits come back soon.
      retryStrategy: (attempt) => Math.min(attempt * 100, probeIntervalMs),
      lazyConnect: true,
    });
    this.client.on('ready', () => this.#markAvailable());
    this.client.on('error', (error: Error) => this.reportFailure(error));
    this.client.on('close', () => this.reportFailure(new Error('The connection closed')));
  }

  /** Whether the limits are shared right now. */
  get available(): boolean {
    return this.#available;
  }

  /**
   * Connects, waiting at most the timeout: a healthy instance starts with shared limits, and one
   * whose Redis is down starts anyway with its own.
   */
  async connect(): Promise<void> {
    const connected = this.client.connect().catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.#timeoutMs);
    });
    await Promise.race([connected, timedOut]);
    clearTimeout(timer);
    if (!this.#available) this.reportFailure(new Error('Could not connect'));
  }

  /** A command failed or timed out: use this instance's own limits until Redis answers again. */
  reportFailure(error: Error) {
    if (this.#available || !this.#outageLogged) {
      this.#log.warn(
        { redisError: error.message },
        'Redis is unreachable: each limit now counts on this instance alone until it is back',
      );
      this.#outageLogged = true;
    }
    this.#available = false;
    // A connection that stays up but does not answer (a stalled server) emits no new `ready`.
    this.#probe ??= setInterval(() => {
      if (this.client.status !== 'ready') return;
      this.client.ping().then(
        () => this.#markAvailable(),
        () => undefined,
      );
    }, probeIntervalMs).unref();
  }

  #markAvailable() {
    clearInterval(this.#probe);
    this.#probe = undefined;
    if (this.#outageLogged) this.#log.info('Redis answers again: limits are shared again');
    this.#outageLogged = false;
    this.#available = true;
  }

  /** Waits for replies still on their way (a slot's release), then disconnects. */
  async close(): Promise<void> {
    clearInterval(this.#probe);
    this.#probe = undefined;
    this.#available = false;
    this.client.removeAllListeners('close');
    this.client.removeAllListeners('ready');
    if (this.client.status === 'ready') {
      await Promise.race([
        this.client.quit().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, this.#timeoutMs).unref()),
      ]);
    }
    this.client.disconnect();
  }
}
