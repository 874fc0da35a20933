import type { NutritionInformation, Recipe, RestrictedDiet, WithContext } from 'schema-dts';
import { dietaryNeedLabel, type DietaryNeed } from '../shared/dietary-needs.ts';
import type { KeptRecipe } from '../shared/kept-recipe.ts';
import { lineAsShown } from '../shared/quantities/line-as-shown.ts';
import { asWritten, type QuantityView } from '../shared/quantities/quantity-view.ts';
import { isoDuration, recipeParts } from '../shared/recipe-parts.ts';
import { textAsShown } from './text-as-shown.ts';

/**
 * 'Download recipe': a kept recipe as a web page holding schema.org `Recipe` JSON-LD, which recipe
 * managers import (Mealie and Tandoor read it through recipe-scrapers). Quantities, servings and
 * temperatures are written as the page shows them. Pure: the tests build the same file.
 */

/** The needs schema.org names; the others go into the keywords. */
const restrictedDiets: Partial<Record<DietaryNeed, RestrictedDiet>> = {
  vegetarian: 'https://schema.org/VegetarianDiet' as RestrictedDiet,
  vegan: 'https://schema.org/VeganDiet' as RestrictedDiet,
  'gluten-free': 'https://schema.org/GlutenFreeDiet' as RestrictedDiet,
};

/** The servings shown and how quantities are shown, as the recipe section works them out. */
export function keptView(recipe: KeptRecipe): { view: QuantityView; serves?: number } {
  const servings = recipe.checks?.ingredientListFound ? recipe.checks.servings : undefined;
  if (!servings) return { view: asWritten };
  const serves = recipe.servings ?? servings.count;
  return { view: { factor: serves / servings.count, measures: recipe.measures }, serves };
}

/** What the page shows of a kept recipe: its lines and steps as shown, and how many it serves. */
export function recipeAsShownParts(recipe: KeptRecipe) {
  const { view, serves } = keptView(recipe);
  const parts = recipeParts(recipe.markdown);
  const checkedLines = recipe.checks?.ingredientListFound ? recipe.checks.lines : [];
  const ingredients =
    checkedLines.length > 0
      ? checkedLines.map((line) => lineAsShown(line, view))
      : parts.ingredients;
  const steps = parts.steps.map((step) => textAsShown(view, undefined)(step));
  return { ingredients, steps, serves, totalMinutes: parts.totalMinutes };
}

const grams = (value: number) => `${Math.round(value * 10) / 10} g`;

function nutritionOf(recipe: KeptRecipe): NutritionInformation | undefined {
  const figures = recipe.checks?.nutrition?.figures;
  if (!figures) return undefined;
  return {
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: `${Math.round(figures.kcal.value)} kcal`,
    proteinContent: grams(figures.protein.value),
    fatContent: grams(figures.fat.value),
    saturatedFatContent: grams(figures.saturates.value),
    carbohydrateContent: grams(figures.carbohydrate.value),
    sugarContent: grams(figures.sugars.value),
    fiberContent: grams(figures.fibre.value),
    // Salt is sodium chloride: 1 g of salt holds 0.4 g of sodium.
    sodiumContent: `${Math.round(figures.salt.value * 400)} mg`,
  };
}

export function recipeJsonLd(recipe: KeptRecipe): WithContext<Recipe> {
  const { ingredients, steps, serves, totalMinutes } = recipeAsShownParts(recipe);
  const nutrition = nutritionOf(recipe);
  const diets = recipe.dietaryNeeds.flatMap((need) => restrictedDiets[need] ?? []);
  const keywords = [
    ...recipe.dietaryNeeds.map(dietaryNeedLabel),
    recipe.source === 'cookbook' ? 'Chef Claude cookbook' : 'Chef Claude',
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    author: { '@type': 'Organization', name: 'Chef Claude' },
    datePublished: recipe.date.slice(0, 10),
    ...(serves ? { recipeYield: serves === 1 ? '1 serving' : `${serves} servings` } : {}),
    ...(totalMinutes ? { totalTime: isoDuration(totalMinutes) } : {}),
    recipeIngredient: ingredients,
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
    ...(nutrition ? { nutrition } : {}),
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
    keywords: keywords.join(', '),
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value, null, 2).replace(/</g, '\\u003c');

/** The element that carries the recipe as kept, so that importing the page loses nothing. */
export const keptRecipeScriptId = 'chef-claude-recipe';

/** The whole page: readable on its own, with the JSON-LD and the recipe as kept in its head. */
export function recipePageHtml(recipe: KeptRecipe): string {
  const jsonLd = recipeJsonLd(recipe);
  const { ingredients, steps, serves } = recipeAsShownParts(recipe);
  const list = (tag: 'ul' | 'ol', items: string[]) =>
    `<${tag}>\n${items.map((item) => `  <li>${escapeHtml(item)}</li>`).join('\n')}\n</${tag}>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(recipe.title)}</title>
<script type="application/ld+json">
${scriptJson(jsonLd)}
</script>
<script type="application/json" id="${keptRecipeScriptId}">
${scriptJson(recipe)}
</script>
</head>
<body>
<h1>${escapeHtml(recipe.title)}</h1>
${serves ? `<p>Serves ${serves}</p>\n` : ''}<h2>Ingredients</h2>
${list('ul', ingredients)}
<h2>Steps</h2>
${list('ol', steps)}
</body>
</html>
`;
}

/** A file name from the title: 'Tomato Basil Pasta' as 'tomato-basil-pasta.html'. */
export function recipeFileName(recipe: KeptRecipe): string {
  const slug = recipe.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'recipe'}.html`;
}
