// What the tests need from the machine besides Node and npm, and what to do when some of it is
// missing. Pure functions, so that `check-test-tools.mjs` only looks at the machine and acts.
import { join } from 'node:path';

/**
 * Debian's package names for each tool; Chromium needs a font to draw the page's text. A tool that
 * is not a command (a Python library) names the `file` it installs.
 */
export const testTools = [
  { name: 'chromium', packages: ['chromium', 'fonts-dejavu-core'] },
  { name: 'redis-server', packages: ['redis-server'] },
  { name: 'nginx', packages: ['nginx'] },
  // The library Mealie imports recipes with: the downloaded recipe page is read back through it.
  {
    name: 'recipe-scrapers',
    packages: ['python3-recipe-scrapers'],
    file: '/usr/lib/python3/dist-packages/recipe_scrapers',
  },
];

// Debian puts nginx in /usr/sbin, which is on root's PATH only.
const usualFolders = ['/usr/sbin', '/usr/bin'];

/** Where a command may be: each folder on PATH, then /usr/sbin and /usr/bin. */
export function commandPlaces(command, path = '') {
  const folders = [...path.split(':').filter(Boolean), ...usualFolders];
  return [...new Set(folders)].map((folder) => join(folder, command));
}

/**
 * The tools not found: Chromium at `chromiumPath` (the tests launch that file), a library at its
 * file, the rest by name.
 */
export function findMissingTestTools({ path, chromiumPath, isExecutable }) {
  return testTools
    .filter((tool) => {
      const places =
        tool.name === 'chromium'
          ? [chromiumPath]
          : tool.file
            ? [tool.file]
            : commandPlaces(tool.name, path);
      return !places.some(isExecutable);
    })
    .map((tool) => tool.name);
}

/**
 * Nothing to do, packages to install (as root, with apt-get), or one line naming the command to
 * run and why.
 */
export function planTestTools({ missing, root, aptGet }) {
  if (missing.length === 0) return { action: 'none' };
  const packages = testTools
    .filter((tool) => missing.includes(tool.name))
    .flatMap((tool) => tool.packages);
  if (root && aptGet) return { action: 'install', packages };
  const install = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  const command = root ? `apt-get update && ${install}` : `sudo apt-get update && sudo ${install}`;
  const where = aptGet ? '' : ' (or the same packages with your system’s package manager)';
  return {
    action: 'stop',
    message: `npm test needs ${missing.join(', ')}: run  ${command}${where}`,
  };
}
