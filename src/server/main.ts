import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** The process: read the configuration, serve, and shut down gracefully on SIGTERM/SIGINT. */
async function main() {
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment alone configures the server.
  }

  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });

  let closing = false;
  const shutDown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing the recipes being written');
    // After the grace period, cut what is left so the process still exits.
    const deadline = setTimeout(() => {
      app.log.warn('Grace period over: closing the remaining connections');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs).unref();
    await app.close();
    clearTimeout(deadline);
    app.log.info('Stopped');
  };
  process.once('SIGTERM', () => void shutDown('SIGTERM'));
  process.once('SIGINT', () => void shutDown('SIGINT'));
}

await main();
