import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface DataFileText {
  /** Relative to the working directory, as problems name it. */
  readonly file: string;
  readonly text: string;
}

/** The files in `folder` (sorted, subfolders included) whose names end in `extension`. */
export function readDataFolder(folder: string, extension: string): DataFileText[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => ({
      file: relative(process.cwd(), join(folder, name)),
      text: readFileSync(join(folder, name), 'utf8'),
    }));
}
