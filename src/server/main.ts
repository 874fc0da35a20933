import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataFilesError } from './kitchen/data-problem.ts';
import { readBuiltData } from './built-data.ts';
import { drainConnections } from './plugins/connection-guards.ts';
import { Readiness } from './readiness.ts';

/**
 * The process: read the configuration and the data once, serve, and shut down gracefully on
 * SIGTERM/SIGINT.
 */
async function main() {
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment alone configures the server.
  }

  let config;
  let data;
  try {
    config = loadConfig(process.env);
    // The readers of the data files are loaded only when there is no build to read instead.
    data = readBuiltData() ?? (await import('./load-data.ts')).loadData();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DataFilesError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const readiness = new Readiness();
  const app = await buildApp(config, data, { readiness });
  await app.listen({ host: config.host, port: config.port });
  // A person at a terminal gets one plain line besides the JSON log; a log collector does not.
  if (process.stdout.isTTY) {
    const { port } = app.server.address() as AddressInfo;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    process.stdout.write(`Chef Claude is ready at http://${host}:${port}\n`);
  }

  let closing = false;
  const shutDown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // First of all, so a load balancer polling /readyz sends no one new while this one drains.
    readiness.startShuttingDown();
    app.log.info({ signal }, 'Shutting down: /readyz answers 503 from now on');
    if (config.shutdownDelayMs > 0) await delay(config.shutdownDelayMs);
    app.log.info('Finishing the recipes being written; no new connections');
    // After the grace period, cut what is left so the process still exits.
    const deadline = setTimeout(() => {
      app.log.warn('Grace period over: closing the remaining connections');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs).unref();
    // Every request that reaches this instance gets its answer; only then does the app close.
    await drainConnections(app);
    await app.close();
    clearTimeout(deadline);
    app.log.info('Stopped');
  };
  process.once('SIGTERM', () => void shutDown('SIGTERM'));
  process.once('SIGINT', () => void shutDown('SIGINT'));
}

await main();
