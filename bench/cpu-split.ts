import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

/** Which CPUs the server runs on, and which the benchmark's own process (load and fake model). */
export interface CpuSplit {
  server: string;
  benchmark: string;
}

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The server on CPU 0 and the benchmark on the others, when there are at least four and taskset
 * is installed; on fewer, pinning only takes away the scheduler's freedom to balance a busy
 * machine, so nothing is pinned.
 */
export function cpuSplit(): CpuSplit | undefined {
  const count = cpus().length;
  if (count < 4 || !hasTaskset()) return undefined;
  return { server: '0', benchmark: `1-${count - 1}` };
}

/** Lets every thread of this process run only on `cpuList` (taskset's list syntax). */
export function pinThisProcess(cpuList: string) {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpuList, String(process.pid)], {
    stdio: 'ignore',
  });
}

/** Every CPU of the machine, as taskset lists them. */
export const allCpus = () => `0-${cpus().length - 1}`;
