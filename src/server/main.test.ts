import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../tests/support/fake-model-server.ts';
import { startServerProcess } from '../../tests/support/server-process.ts';

let server: ChildProcess | undefined;
let upstream: FakeModelServer | undefined;
afterEach(async () => {
  server?.kill('SIGKILL');
  await upstream?.close();
});

/** What one kept-alive client saw: the status and body of each answer, then how it ended. */
interface KeptAliveClient {
  answers: { status: number; connection: string | undefined; body: string }[];
  /** The first error other than a refused connection, which a proxy would retry elsewhere. */
  done: Promise<NodeJS.ErrnoException | undefined>;
}

/** A client, as nginx is, sending recipe requests one after another down one kept-alive connection. */
function keepAskingForRecipes(address: string): KeptAliveClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: KeptAliveClient['answers'] = [];
  const ask = () =>
    new Promise<void>((resolve, reject) => {
      const outgoing = request(
        `${address}/api/recipe`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.once('error', reject);
          response.once('end', () => {
            const { connection } = response.headers;
            answers.push({ status: response.statusCode ?? 0, connection, body });
            resolve();
          });
        },
      );
      outgoing.once('error', reject);
      outgoing.end(JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] }));
    });
  const done = (async () => {
    try {
      for (;;) await ask();
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      return code === 'ECONNREFUSED' ? undefined : (error as NodeJS.ErrnoException);
    } finally {
      agent.destroy();
    }
  })();
  return { answers, done };
}

async function startServer(environment: Record<string, string>, nodeArguments: string[] = []) {
  // The test's own idle connections (fetch keeps them alive) would hold each exit for the
  // default 10 s.
  const started = await startServerProcess(
    { HTTP_KEEP_ALIVE_TIMEOUT_MS: '500', ...environment },
    nodeArguments,
  );
  server = started.process;
  return started;
}

// Each test starts a process through the TypeScript loader: seconds on a busy machine.
describe('the server process', { timeout: 30_000 }, () => {
  it('on SIGTERM finishes the recipe in flight, then exits 0', async () => {
    upstream = await startFakeModelServer({ holdAfter: 1 });
    const { address } = await startServer({ HF_ENDPOINT_URL: upstream.url });

    const response = await fetch(`${address}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] }),
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = (await reader.read()).value ?? '';

    const exited = once(server!, 'exit');
    server!.kill('SIGTERM');
    // New requests are turned away while the recipe in flight goes on.
    const refused = () =>
      fetch(`${address}/healthz`).then(
        (health) => health.status === 503,
        () => true,
      );
    await vi.waitFor(async () => expect(await refused()).toBe(true));

    upstream.release();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value;
    }
    expect(received).toContain('"type":"end"');
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('on SIGTERM cuts a recipe still running when the grace period is over, even after garbage collections', async () => {
    upstream = await startFakeModelServer({ holdAfter: 1 });
    // Collections every few milliseconds in the server: a deadline only a collectable object
    // refers to would be lost, and the process would wait for the recipe for ever.
    const collectOften = `data:text/javascript,setInterval(() => globalThis.gc(), 20).unref();`;
    const { address } = await startServer(
      { HF_ENDPOINT_URL: upstream.url, SHUTDOWN_GRACE_MS: '500' },
      ['--expose-gc', '--import', collectOften],
    );
    const response = await fetch(`${address}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] }),
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    await reader.read();

    const exited = once(server!, 'exit');
    server!.kill('SIGTERM');
    let received = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value;
      }
    } catch {
      // The connection was cut: what the grace period's end does.
    }
    expect(received).not.toContain('"type":"end"');
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('on SIGTERM answers every request arriving down kept-alive connections, then closes them, failing none', async () => {
    const { address } = await startServer({
      RECIPE_MAX_CONCURRENT_PER_CLIENT: '0',
      // Kept-alive connections as they are by default: what this test is about.
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '10000',
    });
    const clients = Array.from({ length: 8 }, () => keepAskingForRecipes(address));
    await vi.waitFor(() => expect(clients.every(({ answers }) => answers.length > 0)).toBe(true));

    const exited = once(server!, 'exit');
    server!.kill('SIGTERM');
    // Each client goes on until its connection is closed and a new one is refused.
    const errors = await Promise.all(clients.map(({ done }) => done));
    expect(errors.map((error) => error?.code)).toEqual(clients.map(() => undefined));
    for (const { answers } of clients) {
      for (const answer of answers) {
        expect(answer.status, answer.body).toBe(200);
        expect(answer.body).toContain('"type":"end"');
      }
    }
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('on SIGTERM closes a connection still sending its body at once, without waiting out the grace period', async () => {
    const { address } = await startServer({
      SHUTDOWN_GRACE_MS: '600000',
      HTTP_REQUEST_TIMEOUT_MS: '600000',
      HTTP_HEADERS_TIMEOUT_MS: '600000',
    });
    const { hostname, port } = new URL(address);
    const upload = connect(Number(port), hostname);
    await once(upload, 'connect');
    upload.write(
      'POST /api/recipe HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 2000\r\n\r\n{"ingredients":["eg',
    );
    // The server reads the headers, then waits for the rest of the body.
    await vi.waitFor(async () => {
      const health = await fetch(`${address}/healthz`);
      expect(health.status).toBe(200);
    });
    const closed = once(upload, 'close');
    const exited = once(server!, 'exit');
    server!.kill('SIGTERM');
    await closed;
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('on SIGTERM first turns /readyz to 503 with the reason, serving on meanwhile for SHUTDOWN_DELAY_MS', async () => {
    const { address } = await startServer({ SHUTDOWN_DELAY_MS: '3000' });
    expect((await fetch(`${address}/readyz`)).status).toBe(200);

    const exited = once(server!, 'exit');
    server!.kill('SIGTERM');
    await vi.waitFor(async () => expect((await fetch(`${address}/readyz`)).status).toBe(503));
    expect(await (await fetch(`${address}/readyz`)).json()).toMatchObject({
      status: 'shutting-down',
      reason: expect.stringMatching(/shutting down/),
    });
    // Still alive, and still serving whoever the load balancer sends before it notices.
    expect((await fetch(`${address}/livez`)).status).toBe(200);
    const recipe = await fetch(`${address}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] }),
    });
    expect(recipe.status).toBe(200);
    expect(await recipe.text()).toContain('"type":"end"');

    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('refuses to start with a readable message naming each bad variable', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        PORT: 'eighty',
        RECIPE_PROVIDER: 'gpt',
        HF_TOKEN: 'hf_secretsecret',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errorOutput = '';
    server.stderr?.on('data', (chunk: Buffer) => (errorOutput += chunk.toString()));
    const [code] = await once(server, 'exit');
    expect(code).toBe(1);
    expect(errorOutput).toMatch(/PORT must be a whole number/);
    expect(errorOutput).toMatch(/RECIPE_PROVIDER must be one of auto, huggingface, cookbook/);
    expect(errorOutput).not.toContain('hf_secretsecret');
  });

  it('says in one plain line where the page is when it runs at a terminal, and only there', async () => {
    // `script` (util-linux) gives the process a terminal of its own.
    server = spawn(
      'script',
      ['-qec', `"${process.execPath}" --import tsx src/server/main.ts`, '/dev/null'],
      {
        env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const ready = new Promise<string>((resolve) => {
      server?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = /Chef Claude is ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (line?.[1]) resolve(line[1]);
      });
    });
    const address = await ready;
    expect((await fetch(`${address}/healthz`)).status).toBe(200);

    const piped = await startServerProcess({});
    expect(piped.output.join('\n')).not.toContain('Chef Claude is ready');
    piped.process.kill('SIGKILL');
  });
});
