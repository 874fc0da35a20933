import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerData } from './server-data.ts';

/**
 * The data as one JSON file, written beside the compiled server by `npm run build`
 * (scripts/build-server-data.mjs): the built server parses it in milliseconds, where reading the
 * YAML and Markdown files takes half a second.
 */
export const builtDataPath = fileURLToPath(new URL('./server-data.json', import.meta.url));

/**
 * The build's data, or undefined when there is no build: apart from `loadData`, so that the built
 * server never loads the readers of the YAML and Markdown files, nor keeps their code.
 */
export function readBuiltData(builtData = builtDataPath): ServerData | undefined {
  return existsSync(builtData)
    ? (JSON.parse(readFileSync(builtData, 'utf8')) as ServerData)
    : undefined;
}
