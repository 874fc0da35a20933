import { closest, distance } from 'fastest-levenshtein';
import { cleanIngredientText } from './clean-ingredient-text.ts';
import type { Ingredient } from './ingredient.ts';
import { createIngredientNames } from './ingredient-names.ts';
import { createIngredientRecogniser } from './ingredient-recogniser.ts';

/** Builds a did-you-mean for ids that are not in a catalogue: a name it knows, or the nearest. */
export function createIdSuggester(
  ingredients: readonly Ingredient[],
): (unknownId: string) => string | undefined {
  const { recognise } = createIngredientRecogniser(createIngredientNames(ingredients));
  const owners = new Map<string, string>();
  const own = (name: string, id: string) => {
    const cleaned = cleanIngredientText(name);
    if (!owners.has(cleaned)) owners.set(cleaned, id);
  };
  for (const { id } of ingredients) own(id, id);
  for (const { id, aliases } of ingredients) for (const alias of aliases) own(alias, id);
  const names = [...owners.keys()];
  return (unknownId) => {
    const recognised = recognise(unknownId);
    if (recognised) return recognised.id;
    const cleaned = cleanIngredientText(unknownId);
    if (!cleaned || names.length === 0) return undefined;
    const nearest = closest(cleaned, names);
    return distance(cleaned, nearest) <= Math.max(2, Math.floor(cleaned.length / 3))
      ? owners.get(nearest)
      : undefined;
  };
}

export function unknownIdMessage(what: string, id: string, suggestion: string | undefined): string {
  return `unknown ${what} '${id}'${suggestion ? `; did you mean '${suggestion}'?` : ''}`;
}
