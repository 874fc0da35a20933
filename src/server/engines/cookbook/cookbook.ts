import type { Kitchen } from '../../kitchen/kitchen.ts';
import type { CookbookRecipe, RecipeIngredient } from './cookbook-recipe.ts';
import { createFormulaFiller, type FormulaFiller } from './fill-formula.ts';
import { createLineFillers } from './line-fillers.ts';
import { prepareToWeigh } from './weigh-recipe.ts';
import type { WrittenRecipe } from './written-recipe.ts';

/** The recipes an ingredient can go into. */
export interface RecipesUsing {
  /** Their places in `Cookbook.recipes`. */
  readonly numbers: Int32Array;
  /** Beside each, the lines it can fill there, as bits: the first 31 lines. */
  readonly lines: Int32Array;
}

/** The built-in cookbook as the chooser reads it, made once at start from the data. */
export interface Cookbook {
  readonly kitchen: Kitchen;
  /** The cookbook's recipes, each line knowing what can fill it. */
  readonly recipes: readonly WrittenRecipe[];
  /**
   * For each ingredient id, the recipes it can go into, so a request weighs only the recipes
   * that use something the visitor has.
   */
  readonly recipesUsing: ReadonlyMap<string, RecipesUsing>;
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

  const using = new Map<string, { numbers: number[]; lines: number[] }>();
  recipes.forEach((recipe, number) => {
    const linesFilledBy = new Map<string, number>();
    recipe.lines.forEach((line, lineIndex) => {
      const bit = lineIndex < 31 ? 1 << lineIndex : 0;
      for (const id of line.filledBy) linesFilledBy.set(id, (linesFilledBy.get(id) ?? 0) | bit);
    });
    for (const [id, lines] of linesFilledBy) {
      const places = using.get(id);
      if (places) {
        places.numbers.push(number);
        places.lines.push(lines);
      } else using.set(id, { numbers: [number], lines: [lines] });
    }
  });
  const required = (recipe: WrittenRecipe) =>
    recipe.lines.filter((line) => !line.optional && !line.ingredient.staple).length;

  return {
    kitchen,
    recipes,
    recipesUsing: new Map(
      [...using].map(([id, { numbers, lines }]) => [
        id,
        { numbers: Int32Array.from(numbers), lines: Int32Array.from(lines) },
      ]),
    ),
    simplestRecipes: [...recipes].sort(
      (a, b) => required(a) - required(b) || a.title.localeCompare(b.title, 'en'),
    ),
    formulas: createFormulaFiller(kitchen, lineFillers),
  };
}
