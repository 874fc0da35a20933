import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { chooseRecipe } from '../../src/server/engines/cookbook/choose-recipe.ts';
import type { DietaryNeed } from '../../src/shared/dietary-needs.ts';
import { pantryForNeeds } from '../../src/server/engines/cookbook/set-aside-for-needs.ts';
import { readPantry, type Pantry } from '../../src/server/kitchen/pantry.ts';
import type { RecipePlan } from '../../src/server/engines/cookbook/weigh-recipe.ts';
import { writeRecipeMarkdown } from '../../src/server/engines/cookbook/write-recipe-markdown.ts';
import type { Ingredient } from '../../src/server/kitchen/ingredient.ts';
import { findAnswerFaults } from '../support/answer-faults.ts';
import { randomPantries } from '../support/random-pantries.ts';
import { testKitchen, testCookbook } from '../support/test-kitchen.ts';

interface JudgedPantry {
  readonly pantry: string[];
  readonly key: string[];
  readonly dishes?: string[];
  /** The dietary needs ticked, in messy-pantries.yaml. */
  readonly needs?: DietaryNeed[];
}

const readJudged = (file: string) =>
  parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as JudgedPantry[];

const judged = readJudged('./judged-pantries.yaml');
/** Real fridges as a new visitor types them: typos, brands, tins, leftovers, condiments, needs. */
const messy = readJudged('./messy-pantries.yaml');

/** The first three answers, as 'Get another recipe' gives them. */
const attempts = [0, 1, 2] as const;

const mainKind = (ingredient: Ingredient) =>
  ingredient.role === 'protein'
    ? 'protein'
    : ingredient.tags.includes('main-starch')
      ? 'starch'
      : undefined;

/** Sends the visitor out for a protein or a starch while one of theirs of that kind waits. */
function buysAMainLeavingOneOut(plan: RecipePlan): boolean {
  return plan.extras.some((extra) => {
    const kind = mainKind(extra);
    return kind !== undefined && plan.unused.some((item) => mainKind(item.ingredient) === kind);
  });
}

/** The markdown shape a model would give: title, servings and time, list, numbered steps. */
const wellFormed =
  /^## [A-Z].+\n\n\*Serves \d+ · .+\*\n\n### Ingredients\n\n(- .+\n)+\n### Steps\n\n(\d+\. .+\n){2,}$/m;

interface Tally {
  readonly answers: number[];
  readonly firstTitles: Map<string, number>;
  readonly usingKeys: number[];
  readonly faults: string[];
  readonly buyingMains: string[];
  readonly outOfFamily: string[];
}

const newTally = (): Tally => ({
  answers: [0, 0, 0],
  firstTitles: new Map(),
  usingKeys: [0, 0, 0],
  faults: [],
  buyingMains: [],
  outOfFamily: [],
});

function judge(
  tally: Tally,
  typed: readonly string[],
  usesKeys: (plan: RecipePlan, pantry: Pantry) => boolean,
  dishes?: readonly string[],
  needs: readonly DietaryNeed[] = [],
) {
  // As the engine does: what the needs rule out is set aside, and the dish made from the rest.
  const { pantry } = pantryForNeeds(testKitchen, typed, needs);
  for (const attempt of attempts) {
    const plan = chooseRecipe(testCookbook, pantry, attempt, needs);
    const answer = `${typed.join(', ')} [${attempt}] → ${plan.recipe.title}`;
    tally.answers[attempt] = (tally.answers[attempt] ?? 0) + 1;
    if (usesKeys(plan, pantry)) tally.usingKeys[attempt] = (tally.usingKeys[attempt] ?? 0) + 1;
    const markdown = writeRecipeMarkdown(plan).sections.join('');
    if (!wellFormed.test(markdown)) tally.faults.push(`${answer}: not a well-formed recipe`);
    for (const fault of findAnswerFaults(plan, markdown)) tally.faults.push(`${answer}: ${fault}`);
    if (attempt === 0) {
      tally.firstTitles.set(plan.recipe.title, (tally.firstTitles.get(plan.recipe.title) ?? 0) + 1);
    }
    if (buysAMainLeavingOneOut(plan)) tally.buyingMains.push(answer);
    if (attempt === 0 && dishes && !dishes.includes(plan.recipe.category)) {
      tally.outOfFamily.push(`${answer} (${plan.recipe.category})`);
    }
  }
}

const share = (tally: Tally, attempt: number) =>
  (tally.usingKeys[attempt] ?? 0) / (tally.answers[attempt] ?? 1);
const percent = (fraction: number) => `${(100 * fraction).toFixed(1)} %`;

function describeTally(name: string, tally: Tally): string {
  return [
    `${name}: ${tally.answers[0]} pantries`,
    `  use every key ingredient: ${attempts.map((attempt) => percent(share(tally, attempt))).join(' / ')} (first / second / third answer)`,
    `  answers with a text fault or a step wrong for its ingredient: ${tally.faults.length}`,
    `  answers that buy a main while leaving one out: ${tally.buyingMains.length}`,
    `  different first answers: ${tally.firstTitles.size}, the most common given ${Math.max(...tally.firstTitles.values())} times`,
  ].join('\n');
}

describe('the built-in chef, judged as a cook would', () => {
  it('understands every ingredient of the judged pantries, and each key is one of them', () => {
    for (const { pantry, key } of judged) {
      const read = readPantry(testKitchen, pantry);
      expect(read.items.filter((item) => !item.ingredient).map((item) => item.typed)).toEqual([]);
      for (const one of key) expect(pantry, one).toContain(one);
    }
    expect(judged.length).toBeGreaterThanOrEqual(100);
  });

  // About 500 answers chosen, written and read for faults: seconds on a busy machine.
  it(
    'uses the key ingredients of judged pantries, with no faults and no main bought instead',
    {
      timeout: 60_000,
    },
    () => {
      const tally = newTally();
      for (const { pantry, key, dishes } of judged) {
        judge(
          tally,
          pantry,
          (plan) => key.every((one) => plan.used.some((item) => item.typed === one)),
          dishes,
        );
      }
      console.info(
        `${describeTally('Judged pantries', tally)}\n  first answers outside the dish families judged to fit: ${tally.outOfFamily.length}`,
      );
      expect(share(tally, 0)).toBeGreaterThanOrEqual(0.95);
      expect(share(tally, 1)).toBeGreaterThanOrEqual(0.9);
      expect(share(tally, 2)).toBeGreaterThanOrEqual(0.85);
      expect(tally.faults).toEqual([]);
      expect(tally.buyingMains).toEqual([]);
      expect(tally.outOfFamily).toEqual([]);
    },
  );

  it('reads every messy pantry, and no key is something its needs rule out', () => {
    for (const { pantry, key, needs = [] } of messy) {
      const { setAside } = pantryForNeeds(testKitchen, pantry, needs);
      for (const one of key) {
        expect(pantry, one).toContain(one);
        expect(setAside.map(({ item }) => item.typed)).not.toContain(one);
      }
    }
    expect(messy.length).toBeGreaterThanOrEqual(60);
  });

  it(
    'uses the key ingredients of messy pantries, with no faults and no main bought instead',
    { timeout: 60_000 },
    () => {
      const tally = newTally();
      for (const { pantry, key, dishes, needs } of messy) {
        judge(
          tally,
          pantry,
          (plan) => key.every((one) => plan.used.some((item) => item.typed === one)),
          dishes,
          needs,
        );
      }
      console.info(describeTally('Messy pantries', tally));
      expect(share(tally, 0)).toBeGreaterThanOrEqual(0.95);
      expect(share(tally, 1)).toBeGreaterThanOrEqual(0.85);
      expect(share(tally, 2)).toBeGreaterThanOrEqual(0.85);
      expect(tally.faults).toEqual([]);
      expect(tally.buyingMains).toEqual([]);
    },
  );

  // With no one to judge them, a random pantry's key is one of its proteins, or when it has
  // none one of its main starches: a cook with chicken, salmon and tofu makes one of them.
  it(
    'uses a protein or main starch of random pantries, with no faults and no main bought instead',
    {
      timeout: 120_000,
    },
    () => {
      const tally = newTally();
      for (const typed of randomPantries(1000)) {
        judge(tally, typed, (plan, pantry) => {
          const theirs = [...pantry.known.values()];
          const proteins = theirs.filter((item) => item.ingredient.role === 'protein');
          const starches = theirs.filter((item) => mainKind(item.ingredient) === 'starch');
          const keys = proteins.length > 0 ? proteins : starches;
          return keys.length === 0 || plan.used.some((item) => keys.includes(item));
        });
      }
      console.info(describeTally('Random pantries', tally));
      // Different pantries get different dishes, not one dish for all.
      expect(tally.firstTitles.size).toBeGreaterThanOrEqual(300);
      expect(Math.max(...tally.firstTitles.values())).toBeLessThanOrEqual(20);
      expect(share(tally, 0)).toBeGreaterThanOrEqual(0.95);
      expect(share(tally, 1)).toBeGreaterThanOrEqual(0.85);
      expect(share(tally, 2)).toBeGreaterThanOrEqual(0.85);
      expect(tally.faults.slice(0, 10)).toEqual([]);
      expect(tally.buyingMains.slice(0, 10)).toEqual([]);
    },
  );
});
