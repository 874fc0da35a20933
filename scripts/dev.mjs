// `npm run dev`: the API server (restarted on change) on port 3001, and Vite with hot reload on
// port 3000, which forwards /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001' },
  }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
