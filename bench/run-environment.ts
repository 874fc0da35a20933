import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import type { RunResults } from './run-results.ts';

function chromiumVersion(): string {
  const path = chromiumLaunchOptions.executablePath;
  try {
    return execFileSync(path, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return `no Chromium at ${path}`;
  }
}

function operatingSystem(): string {
  try {
    const prettyName = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(
      readFileSync('/etc/os-release', 'utf8'),
    )?.[1];
    if (prettyName) return `${prettyName}, ${type()} ${release()}`;
  } catch {
    // Not a Linux with os-release: the kernel's name will do.
  }
  return `${type()} ${release()}`;
}

/** Where and when a run happens, recorded beside its figures. */
export function runEnvironment(): Omit<RunResults, 'benchmarks'> {
  return {
    date: new Date().toISOString(),
    machine: {
      cpuCount: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryBytes: totalmem(),
      os: operatingSystem(),
    },
    node: process.version,
    chromium: chromiumVersion(),
  };
}
