// The first step of `npm test`: Chromium, redis-server, nginx and recipe-scrapers are there before
// anything slow starts, installed when this runs as root with apt-get, or else one line names the
// command to run (instead of a `spawn redis-server ENOENT` minutes into the run).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { commandPlaces, findMissingTestTools, planTestTools } from './test-tools.mjs';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findMissing() {
  return findMissingTestTools({
    path: process.env.PATH,
    chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    isExecutable,
  });
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const plan = planTestTools({
  missing: findMissing(),
  root: process.getuid?.() === 0,
  aptGet: commandPlaces('apt-get', process.env.PATH).some(isExecutable),
});
if (plan.action === 'stop') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.action === 'install') {
  console.log(`Installing what the tests need: ${plan.packages.join(' ')}`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...plan.packages]);
  const stillMissing = findMissing();
  if (stillMissing.length > 0) {
    console.error(`npm test needs ${stillMissing.join(', ')}, still missing after apt-get install`);
    process.exit(1);
  }
}
