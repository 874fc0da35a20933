import type { DietaryNeed } from '../../shared/dietary-needs.ts';
import type { LineProduct } from '../kitchen/dietary-needs.ts';
import type { Ingredient } from '../kitchen/ingredient.ts';
import type { Kitchen } from '../kitchen/kitchen.ts';

/** What one line of an ingredient list asks for, as the kitchen understands it. */
export interface IngredientLineReading {
  /**
   * Its choices ('butter or oil'), each the products it needs together ('salt and pepper');
   * empty when nothing in it is a known ingredient.
   */
  readonly alternatives: readonly (readonly LineProduct[])[];
  readonly optional: boolean;
}

/** Where one ingredient ends and another starts in a line; 'or' comes first, between choices. */
const choiceSeparator = /\s+or\s+|(?<=\p{L})\s*\/\s*(?=\p{L})/iu;
const partSeparator = /\s*[,;&+]\s*|\s+(?:and|plus|with)\s+/i;
const parenthesised = /\([^)]*\)|\[[^\]]*\]/g;
/** What a line's ingredient is for, to its end: 'Water, for boiling the pasta' needs no pasta. */
const purpose = /,?\s*\bfor\b.*$|,\s*to\b.*$/i;
/** Examples given of an ingredient: 'mixed berries, such as strawberries and raspberries'. */
const examples = /,?\s*\bsuch as\b(.*)$/i;

/** Each example is one more choice: 'mixed berries or strawberries or raspberries'. */
const examplesAsChoices = (text: string) =>
  text.replace(
    examples,
    (_, listed: string) => ` or ${listed.split(/\s*,\s*|\s+and\s+/).join(' or ')}`,
  );

/**
 * A choice before 'or' may share the noun of the last one: 'chicken or vegetable stock' is chicken
 * stock or vegetable stock, while 'butter or olive oil' stays butter, since 'butter oil' is just oil.
 */
function recogniseSharingNoun(
  { recogniseIngredient }: Kitchen,
  part: string,
  lastPart: string,
): Ingredient | undefined {
  const own = recogniseIngredient(part);
  const noun = lastPart.trim().split(/\s+/).at(-1);
  if (!noun || part === lastPart) return own;
  const shared = recogniseIngredient(`${part} ${noun}`);
  return shared && shared !== own && shared !== recogniseIngredient(noun) ? shared : own;
}

/** Reads a line: '2 tbsp butter or oil', 'Salt and pepper, to taste', '1 tsp vegan butter'. */
export function readIngredientLine(kitchen: Kitchen, text: string): IngredientLineReading {
  const { needsNamedIn, lineProduct } = kitchen.dietaryNeeds;
  const optional = /\boptional\b/i.test(text);
  const madeFor: readonly DietaryNeed[] = needsNamedIn(text);
  const choices = examplesAsChoices(text.replace(parenthesised, ' ').replace(purpose, '')).split(
    choiceSeparator,
  );
  const parts = choices.map((choice) => choice.split(partSeparator).filter((part) => part.trim()));
  const lastPart = parts.at(-1)?.at(-1) ?? '';
  const alternatives = parts
    .map((choiceParts) => {
      const ingredients = choiceParts
        .map((part, index) =>
          choiceParts.length === 1 && parts.length > 1 && index === 0
            ? recogniseSharingNoun(kitchen, part, lastPart)
            : kitchen.recogniseIngredient(part),
        )
        .filter((ingredient): ingredient is Ingredient => ingredient !== undefined);
      return [...new Set(ingredients)].map((ingredient) => lineProduct(ingredient, madeFor));
    })
    .filter((products) => products.length > 0);
  return { alternatives, optional };
}
