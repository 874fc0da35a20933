// `npm start`: builds the page and server when the build is missing or older than the sources,
// then runs the compiled server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const outputs = ['dist/server/main.js', 'dist/client/index.html'];
const sources = [
  'src',
  'public',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'scripts/prerender-page.ts',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = Math.min(...outputs.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
if (builtAt < Math.max(...sources.map(newest))) {
  console.log('Building Chef Claude…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// In this same process, so that SIGTERM reaches the server's graceful shutdown directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL('dist/server/main.js').href);
