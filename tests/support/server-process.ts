import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  process: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  address: string;
  /** Everything it has printed so far, a line each. */
  output: string[];
}

/**
 * The real server process (`src/server/main.ts` through the TypeScript loader) on a free
 * loopback port, with no limits unless `environment` sets them, and Node given `nodeArguments`;
 * resolves once it listens.
 */
export async function startServerProcess(
  environment: Record<string, string>,
  nodeArguments: readonly string[] = [],
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [...nodeArguments, '--import', 'tsx', 'src/server/main.ts'],
    {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: '0',
        RECIPE_RATE_LIMIT: '0',
        RECIPE_GLOBAL_RATE_LIMIT: '0',
        RECIPE_COOKBOOK_RATE_LIMIT: '0',
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const address = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (listening) resolve(listening);
    });
    child.once('exit', () => reject(new Error(`The server did not start:\n${output.join('\n')}`)));
  });
  return { process: child, address, output };
}
