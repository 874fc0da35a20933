import { fileURLToPath } from 'node:url';

/**
 * The catalogue's YAML files, read from here when running from source (tsx, Vitest); the build
 * turns them into `dist/server/server-data.json` instead of copying them.
 */
export const ingredientsFolder = fileURLToPath(new URL('./ingredients/', import.meta.url));
