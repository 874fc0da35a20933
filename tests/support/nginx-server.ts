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

/**
 * `docs/deploy/nginx.conf` as written, with only its addresses filled in: nginx on a free loopback
 * port, in front of the instances listening on `upstreamPorts`.
 */
export function fillInNginxConfig(listenPort: number, upstreamPorts: readonly number[]): string {
  const text = readFileSync(deployedConfig, 'utf8');
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
export async function startNginx(upstreamPorts: readonly number[]): Promise<TestNginx> {
  const folder = mkdtempSync(join(tmpdir(), 'chef-claude-nginx-'));
  // Its workers run as an unprivileged user when the tests run as root: they must reach the folder.
  chmodSync(folder, 0o755);
  const port = await freePort();
  writeFileSync(join(folder, 'chef-claude.conf'), fillInNginxConfig(port, upstreamPorts));
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
