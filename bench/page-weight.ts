import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchmarkResult } from './benchmark.ts';
import type { Figure } from './figure.ts';

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

/** The usual build's first-load JavaScript, gzipped: a fixed reference, not measured again. */
const usualBuildFirstLoadJavaScript = 99_000;

export function pageWeightFigures(weight: PageWeight): Figure[] {
  const size = (id: string, label: string, value: number, row: string, column: string): Figure => ({
    id: `page-weight.${id}`,
    label,
    unit: 'bytes',
    value,
    cell: { row, column },
  });
  return [
    size(
      'first-load.javascript',
      'First-load JavaScript, gzipped',
      weight.firstLoad.javaScript,
      'First load',
      'JavaScript',
    ),
    size('first-load.css', 'First-load CSS, gzipped', weight.firstLoad.css, 'First load', 'CSS'),
    size(
      'all.javascript',
      'All JavaScript, gzipped',
      weight.all.javaScript,
      'Everything',
      'JavaScript',
    ),
    size('all.css', 'All CSS, gzipped', weight.all.css, 'Everything', 'CSS'),
    size(
      'usual-build.first-load.javascript',
      'The usual build’s first-load JavaScript, gzipped',
      usualBuildFirstLoadJavaScript,
      'The usual build, first load',
      'JavaScript',
    ),
    {
      id: 'page-weight.ratio-to-usual-build',
      label: 'First-load JavaScript, ours ÷ the usual build’s',
      unit: 'ratio',
      value: weight.firstLoad.javaScript / usualBuildFirstLoadJavaScript,
      cell: { row: 'Ours ÷ usual, first-load JavaScript', column: 'JavaScript' },
    },
  ];
}

export function pageWeightBenchmark(): BenchmarkResult {
  return {
    id: 'page-weight',
    title: 'Page weight',
    method:
      'Gzipped (level 9) sizes of the production build: what `index.html` links (needed before the page can be used), and every script and stylesheet (the markdown renderer loads right after first paint).',
    figures: pageWeightFigures(measurePageWeight()),
  };
}
