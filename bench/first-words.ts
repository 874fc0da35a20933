import { chromium, type Page } from '@playwright/test';
import type { BenchmarkResult } from './benchmark.ts';
import type { Figure } from './figure.ts';
import { startChefProcess } from './chef-process.ts';
import { openPantryPage } from './open-pantry-page.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { startFakeModelServer } from '../tests/support/fake-model-server.ts';
import { median } from './stats.ts';

const tokenCount = 1024;
const tokensPerSecond = 30;
const firstTokenDelayMs = 300;
const lastWord = 'Enjoy!';

/** A 1024-token recipe, one token a chunk, as a model streams it. */
function recipeTokens(): string[] {
  const tokens = ['## Slow', ' Test', ' Stew\n\n', '### Steps\n\n', '1.'];
  while (tokens.length < tokenCount - 1) tokens.push(` word${tokens.length}`);
  tokens.push(` ${lastWord}\n`);
  return tokens;
}

interface Timings {
  clickedAt: number;
  firstPaintedAt: number;
  wholePaintedAt: number;
}

// The functions below run in the page. They name no inner functions: the TypeScript loader would
// wrap those in a helper that exists only in Node.

/**
 * Clicks 'Get a recipe' on our page and notes, in the page's own clock, the frame in which the
 * first recipe text and then the last word are painted.
 */
async function timeStreamingPage(page: Page): Promise<Timings> {
  return page.evaluate((last) => {
    return new Promise<Timings>((resolve) => {
      const timings = { clickedAt: 0, firstPaintedAt: 0, wholePaintedAt: 0 };
      const observer = new MutationObserver(() => {
        const text = document.querySelector('.recipe-text')?.textContent ?? '';
        if (text && !timings.firstPaintedAt) {
          timings.firstPaintedAt = -1;
          requestAnimationFrame(
            () => (timings.firstPaintedAt = performance.timeOrigin + performance.now()),
          );
        }
        if (text.includes(last) && !timings.wholePaintedAt) {
          timings.wholePaintedAt = -1;
          observer.disconnect();
          requestAnimationFrame(() => {
            timings.wholePaintedAt = performance.timeOrigin + performance.now();
            resolve(timings);
          });
        }
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

/** The usual build's behaviour: ask, wait for the whole answer, then show it all at once. */
async function timeWaitingPage(page: Page): Promise<Timings> {
  return page.evaluate(async () => {
    const clickedAt = performance.timeOrigin + performance.now();
    const response = await fetch('/api/recipe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: ['eggs', 'spinach', 'feta', 'onion'] }),
    });
    const whole = await response.text();
    const output = document.createElement('pre');
    output.textContent = whole;
    document.body.append(output);
    const paintedAt = await new Promise<number>((resolve) =>
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())),
    );
    return { clickedAt, firstPaintedAt: paintedAt, wholePaintedAt: paintedAt };
  });
}

export async function firstWordsBenchmark(streamingRuns = 3): Promise<BenchmarkResult> {
  const upstream = await startFakeModelServer({
    chunks: recipeTokens(),
    firstChunkDelayMs: firstTokenDelayMs,
    chunkDelayMs: 1000 / tokensPerSecond,
  });
  const chef = await startChefProcess({ HF_TOKEN: 'hf_bench', HF_ENDPOINT_URL: upstream.url });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const measure = async (timer: (page: Page) => Promise<Timings>) => {
      const page = await openPantryPage(browser, chef.url);
      const timings = await timer(page);
      const upstreamRequest = upstream.requests.at(-1)!;
      await page.close();
      return {
        firstWords: timings.firstPaintedAt - timings.clickedAt,
        whole: timings.wholePaintedAt - timings.clickedAt,
        afterFirstToken: timings.firstPaintedAt - upstreamRequest.firstChunkAt!,
        afterLastToken: timings.wholePaintedAt - upstreamRequest.lastChunkAt!,
      };
    };
    const streaming: Awaited<ReturnType<typeof measure>>[] = [];
    for (let run = 0; run < streamingRuns; run++) streaming.push(await measure(timeStreamingPage));
    const waiting = await measure(timeWaitingPage);

    const streamingMedian = (key: keyof (typeof streaming)[number]) =>
      median(streaming.map((run) => run[key]));
    const streamed = {
      firstWords: streamingMedian('firstWords'),
      whole: streamingMedian('whole'),
      afterFirstToken: streamingMedian('afterFirstToken'),
    };
    const pages = [
      { id: 'streamed', row: 'Ours, streamed', timings: streamed },
      { id: 'waiting', row: 'Waits for the whole answer', timings: waiting },
    ];
    const columns = [
      { id: 'first-words', key: 'firstWords', column: 'First words painted' },
      { id: 'whole-recipe', key: 'whole', column: 'Whole recipe painted' },
      {
        id: 'after-first-token',
        key: 'afterFirstToken',
        column: 'First words after the first token',
      },
    ] as const;
    const figures: Figure[] = pages.flatMap((page) =>
      columns.map(({ id, key, column }) => ({
        id: `first-words.${page.id}.${id}`,
        label: `${page.row}: ${column.toLowerCase()}`,
        unit: 'ms' as const,
        value: page.timings[key],
        cell: { row: page.row, column },
      })),
    );
    figures.push({
      id: 'first-words.ratio',
      label: 'First words painted, waiting ÷ streamed',
      unit: 'times',
      value: waiting.firstWords / streamed.firstWords,
      cell: { row: 'Ratio, first words (waiting ÷ ours)', column: 'First words painted' },
    });
    return {
      id: 'first-words',
      title: 'Time to first recipe words',
      method: `Chromium on our page, through our server, against a fake model streaming ${tokenCount} tokens at ${tokensPerSecond} a second after a ${firstTokenDelayMs} ms first-token delay. From the click on 'Get a recipe' to the frame that paints the first recipe text, and the last word. Streaming: median of ${streamingRuns} runs; waiting for the whole answer (the usual build): one run, rendered at once.`,
      rowHeading: 'Page',
      figures,
    };
  } finally {
    await browser.close();
    await chef.stop();
    await upstream.close();
  }
}
