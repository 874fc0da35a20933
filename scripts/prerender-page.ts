import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';

/** Where the page shell is placed in index.html. */
const emptyRoot = '<div id="root"></div>';
/** The page's script, as Vite writes its tag. */
const pageScript = '<script type="module" crossorigin';

/**
 * Writes the page as a first-time visitor sees it into the built index.html (decision 014): the
 * entry is built for Node with the same asset handling as the page, run once, and its HTML placed
 * in the root element, before the page's other plugins compress it and list it for the service
 * worker.
 */
export function prerenderPage(entry: string): Plugin {
  let root = process.cwd();
  return {
    name: 'prerender-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      // After Vite has added the page's script tag.
      order: 'post',
      async handler(html) {
        if (!html.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to fill`);
        if (!html.includes(pageScript)) throw new Error(`index.html has no ${pageScript}`);
        const shell = await renderShell(root, entry);
        return (
          html
            .replace(emptyRoot, `<div id="root">${shell}</div>`)
            // The page shows without it: the browser fetches the stylesheet first and paints.
            .replace(pageScript, `${pageScript} fetchpriority="low"`)
        );
      },
    },
  };
}

async function renderShell(root: string, entry: string): Promise<string> {
  // Inside node_modules, so the built entry's imports of React resolve as they do for the page.
  const outDir = join(root, 'node_modules/.cache/page-shell');
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: entry, write: false, outDir, emptyOutDir: false },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => each.output);
  let entryFile: string | undefined;
  for (const output of outputs) {
    if (output.type !== 'chunk') continue;
    const file = join(outDir, output.fileName);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, output.code);
    if (output.isEntry) entryFile = file;
  }
  if (!entryFile) throw new Error(`Building ${entry} gave no entry chunk`);
  try {
    const shell = (await import(pathToFileURL(entryFile).href)) as {
      renderPageShell: () => string;
    };
    return shell.renderPageShell();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
