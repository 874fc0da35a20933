import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchmarkResult } from './benchmark.ts';
import { formatKb } from './stats.ts';

export const firstLoadJavaScriptBudgetBytes = 65_000;

export interface PageWeight {
  /** Gzipped bytes of what the page links from its HTML: needed before it can be used. */
  firstLoad: { javaScript: number; css: number; files: string[] };
  /** Gzipped bytes of every script and stylesheet the build holds. */
  all: { javaScript: number; css: number };
}

const gzippedSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Sizes are read from the production build, so they are the same on every machine. */
export function measurePageWeight(clientDir = 'dist/client'): PageWeight {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  const assets = readdirSync(join(clientDir, 'assets')).map((name) => `assets/${name}`);
  const sum = (files: string[], extension: string) =>
    files
      .filter((file) => file.endsWith(extension))
      .reduce((total, file) => total + gzippedSize(join(clientDir, file)), 0);
  return {
    firstLoad: { javaScript: sum(linked, '.js'), css: sum(linked, '.css'), files: linked },
    all: { javaScript: sum(assets, '.js'), css: sum(assets, '.css') },
  };
}

export function pageWeightBenchmark(): BenchmarkResult {
  const weight = measurePageWeight();
  const usualBuild = 99_000;
  return {
    title: 'Page weight',
    method:
      'Gzipped (level 9) sizes of the production build: what `index.html` links (needed before the page can be used), and every script and stylesheet (the markdown renderer loads right after first paint).',
    header: ['', 'JavaScript', 'CSS'],
    rows: [
      ['First load', formatKb(weight.firstLoad.javaScript), formatKb(weight.firstLoad.css)],
      ['Everything', formatKb(weight.all.javaScript), formatKb(weight.all.css)],
      ['The usual build, first load', formatKb(usualBuild), '–'],
      [
        'Ours ÷ usual, first-load JavaScript',
        (weight.firstLoad.javaScript / usualBuild).toFixed(2),
        '',
      ],
    ],
    budget: {
      text: `first-load JavaScript ≤ ${formatKb(firstLoadJavaScriptBudgetBytes)} gzipped`,
      measured: formatKb(weight.firstLoad.javaScript),
      met: weight.firstLoad.javaScript <= firstLoadJavaScriptBudgetBytes,
    },
  };
}
