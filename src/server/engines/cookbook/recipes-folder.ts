import { fileURLToPath } from 'node:url';

/**
 * One folder per category, one Markdown file per recipe; read from here when running from source,
 * from `dist/server/server-data.json` when built.
 */
export const recipesFolder = fileURLToPath(new URL('./recipes/', import.meta.url));
