import { checkRecipe } from '../src/server/checks/check-recipe.ts';
import type { IngredientListLine } from '../src/server/checks/find-ingredient-lines.ts';
import { createCookbook } from '../src/server/engines/cookbook/cookbook.ts';
import { planFor, weighRecipe } from '../src/server/engines/cookbook/weigh-recipe.ts';
import { writeRecipeMarkdown } from '../src/server/engines/cookbook/write-recipe-markdown.ts';
import { createKitchen, type Kitchen } from '../src/server/kitchen/kitchen.ts';
import { readPantry } from '../src/server/kitchen/pantry.ts';
import { loadData } from '../src/server/load-data.ts';
import type { BenchmarkResult } from './benchmark.ts';
import { median, now } from './stats.ts';

/** Recipes as a model writes them: bold, nested lists, tins, a lemon's juice, a claimed count. */
const modelRecipes = [
  `Here is a cosy curry for your chickpeas.

## Chickpea and Spinach Curry

**Serves 4** · about 450 kcal per serving

### Ingredients

- **2 x 400 g tins chickpeas**, drained and rinsed
- 1 (14.5 oz) can diced tomatoes
- 1 tin (400 ml) coconut milk
- 1 large onion, finely chopped
- 3 cloves garlic, minced
- 1 tbsp grated ginger
- 2 tbsp curry powder
- 2 handfuls of baby spinach
- Juice of 1 lime
- Salt and pepper to taste

### Steps

1. Soften the onion in a little oil, then add the garlic, ginger and curry powder.
2. Add the chickpeas, tomatoes and coconut milk and simmer for 20 minutes.
3. Stir in the spinach and lime juice and season.
`,
  `## Lemon Garlic Chicken with Potatoes

Yield: 4 servings

### Ingredients

* For the chicken:
  * 4 chicken thighs (about 600 g)
  * 2 tablespoons olive oil
  * Zest and juice of 1 lemon
  * 4 garlic cloves, smashed
* For the potatoes:
  * 1½ lb baby potatoes, halved
  * 1/2 tsp smoked paprika
  * a pinch of salt

### Instructions

1. Heat the oven to 200 °C (400 °F).
2. Toss everything together in a roasting tin and roast for 40 minutes.
`,
  `# Banana Oat Pancakes

Makes enough for 2 people.

## Ingredients
1. 2 ripe bananas
2. 1 cup rolled oats
3. 2 eggs
4. 1/2 cup milk
5. 1 tsp baking powder
6. 1–2 tbsp maple syrup, to serve
7. A few blueberries (optional)

## Method
1. Blend everything but the syrup and the blueberries until smooth.
2. Cook small ladles of batter in a buttered pan for 2 minutes a side.
`,
];

interface RecipeToCheck {
  readonly markdown: string;
  /** What the cookbook's writer hands the checks; a model's recipe has its lines found. */
  readonly ingredientLines?: readonly IngredientListLine[];
}

/** Every cookbook recipe as the cookbook writes it, and the model's recipes, in turn. */
function recipesToCheck(kitchen: Kitchen): RecipeToCheck[] {
  const cookbook = createCookbook(kitchen, loadData().recipes);
  const pantry = readPantry(kitchen, []);
  const written = cookbook.recipes.map((recipe) => {
    const { sections, ingredientLines } = writeRecipeMarkdown(
      planFor(weighRecipe(recipe, pantry), pantry),
    );
    return { markdown: sections.join(''), ingredientLines };
  });
  return [...written, ...modelRecipes.map((markdown) => ({ markdown }))];
}

/**
 * Time to read and work out one recipe's checks (each line's amount and weight, servings and
 * nutrition per serving, with what the checks did before): median over `rounds` calls, the first
 * tenth left out while the code warms up.
 */
export function timeRecipeChecks(rounds = 4000): number {
  const kitchen = createKitchen(loadData());
  const recipes = recipesToCheck(kitchen);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const { markdown, ingredientLines } = recipes[round % recipes.length]!;
    const startedAt = now();
    checkRecipe(kitchen, markdown, { ingredients: ['chickpeas', 'spinach'] }, ingredientLines);
    samples.push(now() - startedAt);
  }
  return median(samples.slice(Math.floor(rounds / 10)));
}

export function recipeChecksBenchmark(): BenchmarkResult {
  const rounds = 4000;
  return {
    id: 'recipe-checks',
    title: 'Recipe checks',
    method: `\`checkRecipe\` in process on every cookbook recipe as the cookbook writes it and on ${modelRecipes.length} model-style recipes (bold, nested lists, tins, a claimed calorie count), in turn: reading each line's amount, weighing it, how many it serves and what a serving holds, with the pantry, allergens, dietary needs and food safety the checks already did; median of ${(rounds * 0.9).toLocaleString('en')} calls after ${(rounds / 10).toLocaleString('en')} to warm up.`,
    figures: [
      {
        id: 'recipe-checks.one-recipe',
        label: 'Read and work out one recipe’s checks',
        unit: 'ms',
        value: timeRecipeChecks(rounds),
      },
    ],
  };
}
