// Every benchmark budget, in one place: `npm run bench` and `npm run bench:report` judge a run by
// them, `npm run bench -- --compare` shows which ones a change flipped, and `npm run check:weight`
// (part of `npm test`) holds the page to the first one.

export type Comparison = '<' | '<=' | '>=' | '>';

export interface Budget {
  /** The id of the figure it holds to (see each benchmark's figures). */
  figureId: string;
  comparison: Comparison;
  /** In the figure's unit. */
  limit: number;
  /** What is held, for a person; the limit is written beside it from `limit`. */
  description: string;
}

export const budgets: readonly Budget[] = [
  {
    figureId: 'page-weight.first-load.javascript',
    comparison: '<=',
    limit: 65_000,
    description: 'first-load JavaScript, gzipped',
  },
  {
    figureId: 'first-words.streamed.after-first-token',
    comparison: '<=',
    limit: 100,
    description: 'first words painted after the first token',
  },
  {
    figureId: 'fast-stream.longest-task',
    comparison: '<=',
    limit: 50,
    description: 'longest main-thread task while 2,000 chunks stream at 500 a second',
  },
  {
    figureId: 'fast-stream.cpu-4x-slower.longest-task',
    comparison: '<=',
    limit: 50,
    description: 'longest main-thread task while it streams, CPU four times slower (a phone)',
  },
  {
    figureId: 'fast-stream.slowest-key',
    comparison: '<=',
    limit: 50,
    description: 'slowest key press to its handler while it streams',
  },
  {
    figureId: 'fast-stream.last-words-after-last-chunk',
    comparison: '<=',
    limit: 100,
    description: 'last words painted after the last chunk',
  },
  {
    figureId: 'server-overhead.at-50.added.last-byte.p99',
    comparison: '<=',
    limit: 5,
    description: 'p99 added to the last byte, 50 at once',
  },
  {
    figureId: 'server-overhead.at-500.added.last-byte.p99',
    comparison: '<=',
    limit: 25,
    description: 'p99 added to the last byte, 500 at once',
  },
  {
    figureId: 'server-overhead.at-50.added.first-byte.p99',
    comparison: '<=',
    limit: 5,
    description: 'p99 added to the first byte, 50 at once',
  },
  {
    figureId: 'server-overhead.at-50.server.cpu-per-chunk',
    comparison: '<=',
    limit: 30,
    description: 'our server’s CPU time per relayed chunk, 50 at once',
  },
  {
    figureId: 'cookbook-chef.ratio-to-healthz',
    comparison: '>=',
    limit: 0.25,
    description: 'recipes a second, as a share of our server’s /healthz answers',
  },
  {
    figureId: 'cookbook-chef.cpu-per-recipe',
    comparison: '<=',
    limit: 0.5,
    description: 'server CPU time per cookbook answer, its checks included',
  },
  {
    figureId: 'cookbook-chef.write-one-recipe',
    comparison: '<',
    limit: 1,
    description: 'choosing and writing one recipe, 20 ingredients',
  },
  {
    figureId: 'cookbook-chef.list-dishes',
    comparison: '<',
    limit: 1,
    description: 'listing the dishes from the pantry, 20 ingredients',
  },
  {
    figureId: 'recipe-checks.one-recipe',
    comparison: '<',
    limit: 1,
    description: 'reading and working out one recipe’s checks, amounts and nutrition',
  },
  {
    figureId: 'startup.memory.with-model',
    comparison: '<=',
    limit: 90,
    description: 'resident memory after start, a model configured',
  },
  {
    figureId: 'load.held',
    comparison: '>=',
    limit: 5000,
    description: 'streams held at once',
  },
  {
    figureId: 'load.errors',
    comparison: '<=',
    limit: 0,
    description: 'errors with every request held at once',
  },
  {
    figureId: 'load.memory.per-held-stream',
    comparison: '<=',
    limit: 64,
    description: 'server memory per held stream',
  },
  {
    figureId: 'lighthouse.performance',
    comparison: '>=',
    limit: 100,
    description: 'performance score',
  },
  {
    figureId: 'lighthouse.accessibility',
    comparison: '>=',
    limit: 100,
    description: 'accessibility score',
  },
  {
    figureId: 'lighthouse.best-practices',
    comparison: '>=',
    limit: 100,
    description: 'best practices score',
  },
  { figureId: 'lighthouse.seo', comparison: '>=', limit: 100, description: 'SEO score' },
];
