import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { BenchmarkResult } from './benchmark.ts';
import { startChefProcess } from './chef-process.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { median } from './stats.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

interface LighthouseReport {
  categories: Record<Category, { score: number }>;
}

/**
 * Lighthouse asks to be run again when Chromium's trace of the page load came out incomplete
 * (`NO_NAVSTART`, now and then on a busy machine): a fault of the measurement, not of the page.
 */
const asksToRunAgain = (error: unknown) =>
  /Please run Lighthouse again/.test(String((error as { stderr?: unknown }).stderr));

export async function runLighthouse(url: string, attempts = 3): Promise<LighthouseReport> {
  try {
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/lighthouse',
      [
        url,
        `--chrome-flags=--headless=new ${chromiumLaunchOptions.args.join(' ')}`,
        `--only-categories=${categories.join(',')}`,
        '--output=json',
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath },
        maxBuffer: 64 * 2 ** 20,
      },
    );
    return JSON.parse(stdout) as LighthouseReport;
  } catch (error) {
    if (attempts > 1 && asksToRunAgain(error)) return runLighthouse(url, attempts - 1);
    throw error;
  }
}

/** Where each run's whole report is kept, to read which audits cost the points. */
const reportDir = '.bench';

/** Lighthouse's default (mobile, simulated slow 4G) on the built page served by the built server. */
export async function lighthouseBenchmark(runs = 3): Promise<BenchmarkResult> {
  const chef = await startChefProcess({ RECIPE_PROVIDER: 'cookbook' });
  const reports: LighthouseReport[] = [];
  try {
    mkdirSync(reportDir, { recursive: true });
    for (let run = 1; run <= runs; run++) {
      const report = await runLighthouse(chef.url);
      writeFileSync(`${reportDir}/lighthouse-${run}.json`, JSON.stringify(report));
      reports.push(report);
    }
  } finally {
    await chef.stop();
  }
  const score = (category: Category) =>
    Math.round(100 * median(reports.map((report) => report.categories[category].score)));
  return {
    id: 'lighthouse',
    title: 'Lighthouse',
    method: `Lighthouse 12 (its default mobile profile with simulated throttling) in Debian's Chromium, on the built page served by the built server; median of ${runs} runs.`,
    rowHeading: 'Category',
    figures: categories.map((category) => ({
      id: `lighthouse.${category}`,
      label: `Lighthouse ${category} score`,
      unit: 'score',
      value: score(category),
      cell: { row: category, column: 'Score' },
    })),
  };
}
