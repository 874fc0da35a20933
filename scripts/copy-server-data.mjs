// Part of `npm run build`: the server's data files (the cookbook's recipes, the ingredient
// catalogue) go beside the compiled code, where their loaders look for them.
import { cpSync, statSync } from 'node:fs';

const isDataOrFolder = (path) => statSync(path).isDirectory() || /\.(md|yaml)$/.test(path);
cpSync('src/server', 'dist/server', { recursive: true, filter: isDataOrFolder });
