import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redisWaitLeftMs } from './request-redis-deadline.ts';

export interface SharedRedisOptions {
  url: string;
  keyPrefix: string;
  /** Longest wait to connect, for one answer, and for all of one request's answers. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/** How often an instance that lost Redis asks whether it answers again. */
const probeIntervalMs = 1000;

/** Redis's answers to a client whose password is wrong or missing. */
const refusedCredentials = /^(WRONGPASS|NOAUTH)\b/;

type Task = () => Promise<unknown>;

/**
 * The Redis that every instance shares its limits through, and whether it can be used right now.
 * Redis fails like any dependency: while it is down or slow, `available` is false and each limit
 * falls back to this instance's own count; a request never waits longer than `timeoutMs` for it
 * in all. An outage is logged once when it starts and once when it ends, never once per request;
 * a refused password is a configuration error, logged as one and kept for `/readyz`.
 */
export class SharedRedis {
  readonly client: Redis;
  #available = false;
  #outageLogged = false;
  #configurationError: string | undefined;
  #probe: NodeJS.Timeout | undefined;
  readonly #repeating: NodeJS.Timeout[] = [];
  readonly #onAvailable: Task[] = [];
  readonly #beforeClose: Task[] = [];
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
    this.client.on('error', (error: Error) => {
      if (refusedCredentials.test(error.message)) this.#refuseCredentials(error);
      else this.reportFailure(error);
    });
    this.client.on('close', () => this.reportFailure(new Error('The connection closed')));
  }

  /** Whether the limits are shared right now. */
  get available(): boolean {
    return this.#available;
  }

  /** Why Redis refuses this server (its password), until it accepts it. */
  get configurationError(): string | undefined {
    return this.#configurationError;
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

  /**
   * Sends a command on a request's behalf, failing once the request has waited `timeoutMs` for
   * Redis in all (its earlier commands included). A failure marks Redis unavailable.
   */
  async send<Answer>(command: () => Promise<Answer>): Promise<Answer> {
    const waitMs = redisWaitLeftMs(this.#timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    try {
      if (waitMs <= 0) throw new Error('The request has waited REDIS_TIMEOUT_MS for Redis');
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error('Redis did not answer within REDIS_TIMEOUT_MS')),
          waitMs,
        );
      });
      return await Promise.race([command(), deadline]);
    } catch (error) {
      this.reportFailure(error as Error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs `task` now if Redis is available, and each time it becomes available again. */
  onAvailable(task: Task) {
    this.#onAvailable.push(task);
    if (this.#available) this.#run(task);
  }

  /** Runs `task` every `intervalMs` while Redis is available, until closing. */
  repeat(intervalMs: number, task: Task) {
    const timer = setInterval(() => {
      if (this.#available) this.#run(task);
    }, intervalMs);
    this.#repeating.push(timer.unref());
  }

  /** Runs `task` when closing, while Redis may still answer. */
  beforeClose(task: Task) {
    this.#beforeClose.push(task);
  }

  /** A command failed or timed out: use this instance's own limits until Redis answers again. */
  reportFailure(error: Error) {
    if (!this.#configurationError && (this.#available || !this.#outageLogged)) {
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

  #refuseCredentials(error: Error) {
    if (!this.#configurationError) {
      this.#log.error(
        { redisError: error.message },
        'Redis refuses the password in REDIS_URL: a configuration error to fix; meanwhile each limit counts on this instance alone',
      );
    }
    this.#configurationError = `Redis refuses the password in REDIS_URL (${error.message.split(' ')[0]})`;
    this.reportFailure(error);
  }

  #markAvailable() {
    clearInterval(this.#probe);
    this.#probe = undefined;
    if (this.#outageLogged) this.#log.info('Redis answers again: limits are shared again');
    const wasAvailable = this.#available;
    this.#outageLogged = false;
    this.#configurationError = undefined;
    this.#available = true;
    if (!wasAvailable) for (const task of this.#onAvailable) this.#run(task);
  }

  /** A background task that fails tells that Redis is failing, as a request's command would. */
  #run(task: Task) {
    task().catch((error: Error) => this.reportFailure(error));
  }

  /** Runs the closing tasks and waits for replies still on their way, then disconnects. */
  async close(): Promise<void> {
    clearInterval(this.#probe);
    this.#probe = undefined;
    for (const timer of this.#repeating) clearInterval(timer);
    this.client.removeAllListeners('close');
    this.client.removeAllListeners('ready');
    if (this.client.status === 'ready') {
      await Promise.race([
        Promise.allSettled(this.#beforeClose.map((task) => task())).then(() => this.client.quit()),
        new Promise((resolve) => setTimeout(resolve, this.#timeoutMs).unref()),
      ]).catch(() => undefined);
    }
    this.#available = false;
    this.client.disconnect();
  }
}
