import type { Kitchen } from '../../kitchen/kitchen.ts';
import type { CookbookRecipe, RecipeIngredient } from './cookbook-recipe.ts';
import { createFormulaFiller, type FormulaFiller } from './fill-formula.ts';
import { createLineFillers } from './line-fillers.ts';
import { prepareToWeigh } from './weigh-recipe.ts';
import type { WrittenRecipe } from './written-recipe.ts';

/** The built-in cookbook as the chooser reads it, made once at start from the data. */
export interface Cookbook {
  readonly kitchen: Kitchen;
  /** The cookbook's recipes, each line knowing what can fill it. */
  readonly recipes: readonly WrittenRecipe[];
  /**
   * The places in `recipes` of those each ingredient id can go into, so a request weighs only
   * the recipes that use something the visitor has.
   */
  readonly recipeNumbersUsing: ReadonlyMap<string, Int32Array>;
  /** What to offer when nothing the visitor typed is in any recipe: the simplest first. */
  readonly simplestRecipes: readonly WrittenRecipe[];
  /** The formulas' recipes, written around the visitor's ingredients. */
  readonly formulas: FormulaFiller;
}

export function createCookbook(kitchen: Kitchen, cookbook: readonly CookbookRecipe[]): Cookbook {
  const lineFillers = createLineFillers(kitchen);
  // Only what is read after start: the ingredient entries as written (`id`, `line`) become the
  // lines, and are not kept beside them.
  const recipes: WrittenRecipe[] = cookbook.map(
    ({ title, category, serves, minutes, steps, ingredients }) => {
      const fillersOf = (item: RecipeIngredient) =>
        lineFillers(kitchen.ingredientById(item.id), item.line);
      return {
        title,
        category,
        serves,
        minutes,
        steps,
        lines: ingredients.map((item) => {
          const others = ingredients.filter((other) => item.notNeededWith?.includes(other.id));
          return {
            ingredient: kitchen.ingredientById(item.id),
            text: item.line,
            optional: item.optional ?? false,
            filledBy: fillersOf(item),
            ...(others.length > 0 && {
              notNeededWith: new Set(others.flatMap((other) => [...fillersOf(other)])),
            }),
          };
        }),
        fromCookbook: true,
      };
    },
  );
  prepareToWeigh(kitchen, recipes);

  const numbersUsing = new Map<string, number[]>();
  recipes.forEach((recipe, number) => {
    for (const id of new Set(recipe.lines.flatMap((line) => [...line.filledBy]))) {
      const numbers = numbersUsing.get(id);
      if (numbers) numbers.push(number);
      else numbersUsing.set(id, [number]);
    }
  });
  const required = (recipe: WrittenRecipe) =>
    recipe.lines.filter((line) => !line.optional && !line.ingredient.staple).length;

  return {
    kitchen,
    recipes,
    recipeNumbersUsing: new Map(
      [...numbersUsing].map(([id, numbers]) => [id, Int32Array.from(numbers)]),
    ),
    simplestRecipes: [...recipes].sort(
      (a, b) => required(a) - required(b) || a.title.localeCompare(b.title, 'en'),
    ),
    formulas: createFormulaFiller(kitchen, lineFillers),
  };
}
