import { describe, expect, it } from 'vitest';
import { findMissingTestTools, planTestTools } from './test-tools.mjs';

describe('findMissingTestTools', () => {
  const present = (files: string[]) => (file: string) => files.includes(file);

  it('finds nginx in /usr/sbin when PATH does not name it, as for a user who is not root', () => {
    const missing = findMissingTestTools({
      path: '/usr/local/bin:/usr/bin:/bin',
      chromiumPath: '/usr/bin/chromium',
      isExecutable: present([
        '/usr/bin/chromium',
        '/usr/bin/redis-server',
        '/usr/sbin/nginx',
        '/usr/lib/python3/dist-packages/recipe_scrapers',
      ]),
    });
    expect(missing).toEqual([]);
  });

  it('looks for Chromium only at the path the tests launch', () => {
    const missing = findMissingTestTools({
      path: '/usr/bin:/snap/bin',
      chromiumPath: '/usr/bin/chromium',
      isExecutable: present([
        '/snap/bin/chromium',
        '/usr/bin/redis-server',
        '/usr/bin/nginx',
        '/usr/lib/python3/dist-packages/recipe_scrapers',
      ]),
    });
    expect(missing).toEqual(['chromium']);
  });

  it('names each tool found nowhere', () => {
    const missing = findMissingTestTools({
      path: undefined,
      chromiumPath: '/usr/bin/chromium',
      isExecutable: () => false,
    });
    expect(missing).toEqual(['chromium', 'redis-server', 'nginx', 'recipe-scrapers']);
  });

  it('looks for recipe-scrapers where Debian installs it, not on PATH', () => {
    const missing = findMissingTestTools({
      path: '/usr/bin',
      chromiumPath: '/usr/bin/chromium',
      isExecutable: present([
        '/usr/bin/chromium',
        '/usr/bin/redis-server',
        '/usr/bin/nginx',
        '/usr/bin/recipe-scrapers',
      ]),
    });
    expect(missing).toEqual(['recipe-scrapers']);
  });
});

describe('planTestTools', () => {
  it('does nothing when every tool is there', () => {
    expect(planTestTools({ missing: [], root: false, aptGet: false })).toEqual({ action: 'none' });
  });

  it('installs recipe-scrapers from Debian’s python3-recipe-scrapers', () => {
    expect(planTestTools({ missing: ['recipe-scrapers'], root: true, aptGet: true })).toEqual({
      action: 'install',
      packages: ['python3-recipe-scrapers'],
    });
  });

  it('installs the missing tools’ packages as root with apt-get', () => {
    expect(planTestTools({ missing: ['chromium', 'nginx'], root: true, aptGet: true })).toEqual({
      action: 'install',
      packages: ['chromium', 'fonts-dejavu-core', 'nginx'],
    });
  });

  it('names the sudo command to run when not root', () => {
    expect(planTestTools({ missing: ['redis-server'], root: false, aptGet: true })).toEqual({
      action: 'stop',
      message:
        'npm test needs redis-server: run  sudo apt-get update && sudo apt-get install -y --no-install-recommends redis-server',
    });
  });

  it('names the packages for another package manager when there is no apt-get', () => {
    const plan = planTestTools({ missing: ['nginx'], root: true, aptGet: false });
    expect(plan.action).toBe('stop');
    expect(plan).toHaveProperty(
      'message',
      expect.stringMatching(/^npm test needs nginx: run .* nginx \(or/),
    );
  });
});
