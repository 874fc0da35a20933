import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startNginx, type TestNginx } from '../../tests/support/nginx-server.ts';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process.ts';

let instances: ServerProcess[] = [];
let nginx: TestNginx | undefined;
afterEach(async () => {
  for (const instance of instances) instance.process.kill('SIGKILL');
  instances = [];
  await nginx?.stop();
  nginx = undefined;
});

/** A POST through nginx, which nginx does not send again to another instance if it fails. */
function askForDishes(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/api/dishes`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.once('error', reject);
    outgoing.end(JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] }));
  });
}

describe('a rolling restart behind nginx', () => {
  // Two server processes through the TypeScript loader, and nginx: seconds on a busy machine.
  it('fails no request while one instance shuts down under load', { timeout: 60_000 }, async () => {
    instances = [await startServerProcess({}), await startServerProcess({})];
    nginx = await startNginx(instances.map(({ address }) => Number(new URL(address).port)));
    const url = nginx.url;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const statuses: (number | string)[] = [];
    let stopping = false;
    const ask = async () => {
      while (!stopping) {
        statuses.push(await askForDishes(url, agent).catch((error: Error) => error.message));
      }
    };
    const askers = Array.from({ length: 4 }, ask);
    // Some requests answered by both, then the first instance told to stop, as a deploy does.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [first] = instances;
    const exited = once(first!.process, 'exit');
    first!.process.kill('SIGTERM');
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopping = true;
    await Promise.all(askers);
    agent.destroy();

    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
