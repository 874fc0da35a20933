import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const deployedConfig = new URL('../../docs/deploy/nginx.conf', import.meta.url);

export interface TestNginx {
  /** `http://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

/** Directives the deployed file sets once, each with the value a test gives it instead. */
export type NginxDirectives = Readonly<Record<string, string>>;

const directiveLine = (name: string) => new RegExp(`^( *)${name} ([^;\\n]+);$`, 'gm');

/** The value the deployed file gives a directive it sets once: `client_header_timeout` → `10s`. */
export function deployedDirective(name: string): string {
  const lines = [...readFileSync(deployedConfig, 'utf8').matchAll(directiveLine(name))];
  if (lines.length !== 1) {
    throw new Error(`docs/deploy/nginx.conf sets ${name} ${lines.length} times, not once`);
  }
  return lines[0]![2]!;
}

/**
 * `docs/deploy/nginx.conf` as written, with only its addresses filled in: nginx on a free loopback
 * port, in front of the instances listening on `upstreamPorts`. A test that waits for one of its
 * timeouts gives it a shorter value in `directives`, so as not to wait out the deployed one.
 */
export function fillInNginxConfig(
  listenPort: number,
  upstreamPorts: readonly number[],
  directives: NginxDirectives = {},
): string {
  let text = readFileSync(deployedConfig, 'utf8');
  for (const [name, value] of Object.entries(directives)) {
    deployedDirective(name);
    text = text.replace(
      directiveLine(name),
      (_line, indent: string) => `${indent}${name} ${value};`,
    );
  }
  const servers = /^( *)server 127\.0\.0\.1:\d+;\n(?:\1server 127\.0\.0\.1:\d+;\n)*/m;
  const listen = /^( *)listen 80;$/m;
  if (!servers.test(text) || !listen.test(text)) {
    throw new Error('docs/deploy/nginx.conf no longer has the upstream or listen lines to fill in');
  }
  return text
    .replace(servers, (_lines, indent: string) =>
      upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port};\n`).join(''),
    )
    .replace(listen, (_line, indent: string) => `${indent}listen 127.0.0.1:${listenPort};`);
}

/**
 * Debian's nginx, run by the test as its child with everything it writes in a folder of its own;
 * the deployment file is included in `http` as it would be from /etc/nginx/conf.d/.
 */
export async function startNginx(
  upstreamPorts: readonly number[],
  directives: NginxDirectives = {},
): Promise<TestNginx> {
  const folder = mkdtempSync(join(tmpdir(), 'chef-claude-nginx-'));
  // Its workers run as an unprivileged user when the tests run as root: they must reach the folder.
  chmodSync(folder, 0o755);
  const port = await freePort();
  writeFileSync(
    join(folder, 'chef-claude.conf'),
    fillInNginxConfig(port, upstreamPorts, directives),
  );
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      'error_log stderr notice;',
      // Far fewer than nginx.conf's note asks of production, so that a test can open more
      // connections from one address than nginx has.
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${folder}/${kind};`,
      ),
      `  include ${folder}/chef-claude.conf;`,
      '}',
    ].join('\n'),
  );

  const nginx = spawn(
    // Debian puts it in /usr/sbin, which is on root's PATH only.
    existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  // Its listening socket is bound before it starts its workers.
  await new Promise<void>((resolve, reject) => {
    nginx.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/start worker process/.test(output)) resolve();
    });
    nginx.once('exit', () => reject(new Error(`nginx did not start:\n${output}`)));
  });

  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
