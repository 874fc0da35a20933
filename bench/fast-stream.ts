import { chromium, type Page } from '@playwright/test';
import type { BenchmarkResult } from './benchmark.ts';
import type { Figure } from './figure.ts';
import { startChefProcess } from './chef-process.ts';
import { openPantryPage } from './open-pantry-page.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { startFakeModelServer } from '../tests/support/fake-model-server.ts';
import { median } from './stats.ts';

const chunkCount = 2000;
const chunksPerSecond = 500;
const lastWord = 'Enjoy!';
const typed = 'smoked paprika';

/** A long recipe in 2,000 pieces: a title, an ingredient list, then numbered steps. */
export function fastRecipeChunks(count = chunkCount): string[] {
  const chunks = ['## Fast', ' Test', ' Stew\n\n', '### Ingredients\n\n'];
  for (let item = 1; item <= 12; item++) chunks.push(`- ${item * 50} g`, ` ingredient${item}\n`);
  chunks.push('\n### Steps\n\n');
  for (let step = 1; chunks.length < count - 1; step++) {
    chunks.push(`${step}.`);
    for (let word = 0; word < 24 && chunks.length < count - 2; word++) {
      chunks.push(` word${chunks.length}`);
    }
    chunks.push('\n');
  }
  chunks.push(`\n${lastWord}\n`);
  return chunks;
}

export interface PageTimings {
  /** Wall-clock times (ms since the epoch), comparable with the fake model's. */
  clickedAt: number;
  firstPaintedAt: number;
  lastPaintedAt: number;
  /** Main-thread tasks over 50 ms (PerformanceObserver `longtask`): when they began, how long. */
  longTasks: { startedAt: number; duration: number }[];
  /** For each key pressed while it streamed: how long the key waited for the main thread. */
  keyDelays: number[];
}

// The functions below run in the page. They name no inner functions: the TypeScript loader would
// wrap those in a helper that exists only in Node.

/**
 * Starts watching the page's main thread and key presses, clicks 'Get a recipe', and resolves in
 * the frame that paints the recipe's last word.
 */
async function watchStreamingPage(page: Page): Promise<PageTimings> {
  return page.evaluate((last) => {
    return new Promise<PageTimings>((resolve) => {
      const timings: PageTimings = {
        clickedAt: 0,
        firstPaintedAt: 0,
        lastPaintedAt: 0,
        longTasks: [],
        keyDelays: [],
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const startedAt = performance.timeOrigin + entry.startTime;
          timings.longTasks.push({ startedAt, duration: entry.duration });
        }
      }).observe({ type: 'longtask' });
      // The time between a key press and its handler is what a busy main thread adds.
      document.addEventListener(
        'keydown',
        (event) => timings.keyDelays.push(performance.now() - event.timeStamp),
        { capture: true },
      );
      const observer = new MutationObserver(() => {
        const text = document.querySelector('.recipe-text')?.textContent ?? '';
        if (text && !timings.firstPaintedAt) {
          timings.firstPaintedAt = -1;
          requestAnimationFrame(
            () => (timings.firstPaintedAt = performance.timeOrigin + performance.now()),
          );
        }
        if (!text.includes(last) || timings.lastPaintedAt) return;
        timings.lastPaintedAt = -1;
        observer.disconnect();
        requestAnimationFrame(() => {
          timings.lastPaintedAt = performance.timeOrigin + performance.now();
          // Long tasks are reported a moment after they end.
          setTimeout(() => resolve(timings), 100);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === 'Get a recipe',
      );
      timings.clickedAt = performance.timeOrigin + performance.now();
      button?.click();
    });
  }, lastWord);
}

/** Types into 'Add ingredient', a key every 50 ms, until the recipe has stopped streaming. */
async function typeWhileStreaming(page: Page, streaming: Promise<unknown>) {
  const input = page.getByRole('textbox', { name: 'Add ingredient' });
  await page.locator('.recipe-text').waitFor();
  let done = false;
  void streaming.finally(() => (done = true));
  while (!done) {
    await input.fill('');
    await input.pressSequentially(typed, { delay: 50 });
  }
}

/** The CPU speeds measured: this machine's, and four times slower (DevTools throttling), as a phone. */
const cpuSpeeds = [
  { slowdown: 1, row: 'This machine', id: 'fast-stream' },
  { slowdown: 4, row: 'CPU 4× slower', id: 'fast-stream.cpu-4x-slower' },
] as const;

const figureKinds = [
  { key: 'longestTask', id: 'longest-task', column: 'Longest task', unit: 'ms' },
  { key: 'longTasks', id: 'long-tasks', column: 'Tasks over 50 ms', unit: 'count' },
  { key: 'slowestKey', id: 'slowest-key', column: 'Slowest key', unit: 'ms' },
  { key: 'keys', id: 'keys', column: 'Keys pressed', unit: 'count' },
  { key: 'mainThreadBusy', id: 'main-thread-busy', column: 'Main thread busy', unit: 'ratio' },
  {
    key: 'lastWordsAfterLastChunk',
    id: 'last-words-after-last-chunk',
    column: 'Last words after last chunk',
    unit: 'ms',
  },
  {
    key: 'chunksPerSecond',
    id: 'chunks-per-second',
    column: 'Chunks a second',
    unit: 'per second',
  },
] as const;

type Sample = Record<(typeof figureKinds)[number]['key'], number>;

/**
 * A model streaming 2,000 chunks at 500 a second, in Chromium on our page: the longest main-thread
 * task while it streams, how long key presses wait, and how soon the last words are painted; on
 * this machine's CPU and on one four times slower.
 */
export async function fastStreamBenchmark(runs = 3): Promise<BenchmarkResult> {
  const chunks = fastRecipeChunks();
  const upstream = await startFakeModelServer({
    chunks,
    firstChunkDelayMs: 300,
    chunkDelayMs: 1000 / chunksPerSecond,
    keepPace: true,
  });
  const chef = await startChefProcess({ HF_TOKEN: 'hf_bench', HF_ENDPOINT_URL: upstream.url });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const measure = async (slowdown: number): Promise<Sample> => {
      const page = await openPantryPage(browser, chef.url);
      // Chromium's own count of the main thread's work: scripts, style, layout, paint.
      const devTools = await page.context().newCDPSession(page);
      await devTools.send('Performance.enable');
      await devTools.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const mainThreadSeconds = async () =>
        (await devTools.send('Performance.getMetrics')).metrics.find(
          (metric) => metric.name === 'TaskDuration',
        )?.value ?? Number.NaN;
      const busyBefore = await mainThreadSeconds();
      const streaming = watchStreamingPage(page);
      const [timings] = await Promise.all([streaming, typeWhileStreaming(page, streaming)]);
      const busySeconds = (await mainThreadSeconds()) - busyBefore;
      const upstreamRequest = upstream.requests.at(-1)!;
      await page.close();
      const streamedFor = upstreamRequest.lastChunkAt! - upstreamRequest.firstChunkAt!;
      // While it streams: from the frame that paints the first words to the one with the last.
      const whileStreaming = timings.longTasks
        .filter(
          ({ startedAt }) =>
            startedAt >= timings.firstPaintedAt && startedAt < timings.lastPaintedAt,
        )
        .map(({ duration }) => duration);
      return {
        longestTask: Math.max(0, ...whileStreaming),
        longTasks: whileStreaming.length,
        slowestKey: Math.max(0, ...timings.keyDelays),
        keys: timings.keyDelays.length,
        lastWordsAfterLastChunk: timings.lastPaintedAt - upstreamRequest.lastChunkAt!,
        mainThreadBusy: (busySeconds * 1000) / (timings.lastPaintedAt - timings.clickedAt),
        chunksPerSecond: ((chunks.length - 1) * 1000) / streamedFor,
      };
    };
    const figures: Figure[] = [];
    for (const speed of cpuSpeeds) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run++) samples.push(await measure(speed.slowdown));
      for (const kind of figureKinds) {
        figures.push({
          id: `${speed.id}.${kind.id}`,
          label: `${kind.column}, ${speed.row.toLowerCase()}`,
          unit: kind.unit,
          value: median(samples.map((sample) => sample[kind.key])),
          cell: { row: speed.row, column: kind.column },
        });
      }
    }
    return {
      id: 'fast-stream',
      title: 'Fast streams in the page',
      method: `Chromium on our page, through our server, against a fake model streaming a ${chunks.length}-chunk recipe (a title, 12 ingredients, numbered steps; ${Math.round(chunks.join('').length / 1000)} kB) at ${chunksPerSecond} chunks a second, while a key is typed into 'Add ingredient' every 50 ms; on this machine's CPU, and with DevTools' CPU throttling four times slower, as a phone. Long tasks are PerformanceObserver \`longtask\` entries that begin between the frame painting the first words and the one painting the last; a key's wait is from its press to its \`keydown\` handler; the main thread's share of busy time is Chromium's \`TaskDuration\` (DevTools protocol) from the click to the last words; the last words are timed from the fake's last chunk to the frame that paints them. Median of ${runs} runs each.`,
      rowHeading: 'CPU',
      figures,
    };
  } finally {
    await browser.close();
    await chef.stop();
    await upstream.close();
  }
}
