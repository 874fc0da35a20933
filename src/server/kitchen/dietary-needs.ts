import { dietaryNeeds, type DietaryNeed } from '../../shared/dietary-needs.ts';
import { allergensOf, type Allergen } from './allergens.ts';
import { diets, type DietaryNeedFile } from './dietary-need-schema.ts';
import { createPhraseFinder, wordsOf } from './find-phrase.ts';
import type { Diet, Ingredient } from './ingredient.ts';

type IngredientRule = NonNullable<
  DietaryNeedFile['needs'][DietaryNeed]['rules-out-ingredients']
>[number];

interface DietaryNeedRule {
  readonly rulesOutAllergens: readonly Allergen['id'][];
  readonly rulesOutDiets: readonly Diet[];
  readonly rulesOutIngredients: readonly IngredientRule[];
  /** Words that say a line's product was made to meet it, as words: [['gluten', 'free']]. */
  readonly words: readonly (readonly string[])[];
}

/**
 * An ingredient as a recipe line names it: a product made for some needs ('vegan sausage') asks
 * no more of a diet than they allow and holds none of the allergens they rule out.
 */
export interface LineProduct {
  readonly ingredient: Ingredient;
  readonly diet: Diet;
  readonly allergens: readonly Allergen[];
  /** The needs its words say it was made for. */
  readonly madeFor: readonly DietaryNeed[];
}

/** What a dish for a need uses in place of an ingredient the need rules out, and why. */
export interface Instead {
  readonly need: DietaryNeed;
  /** The catalogue id of what stands in: 'vegetarian hard cheese'. */
  readonly id: string;
  /** 'is made with animal rennet' */
  readonly reason: string;
  /** The catalogue ids the need rules out for that reason: parmesan, pecorino. */
  readonly ruledOut: readonly string[];
}

export interface DietaryNeedRules {
  /** The needs a line's words say its product was made for: 'vegan butter' is vegan. */
  needsNamedIn(text: string): DietaryNeed[];
  lineProduct(ingredient: Ingredient, madeFor?: readonly DietaryNeed[]): LineProduct;
  /** Why a product breaks a need, in words ('contains milk', 'is meat'), or undefined. */
  needBrokenBy(product: LineProduct, need: DietaryNeed): string | undefined;
  /** What a dish for these needs uses in place of the ingredient, when a need rules it out. */
  insteadOf(ingredient: Ingredient, needs: readonly DietaryNeed[]): Instead | undefined;
}

/** What `dietary-needs.yaml` says each need rules out, and how a clash is worded. */
export function createDietaryNeedRules(
  file: DietaryNeedFile,
  allergens: readonly Allergen[],
): DietaryNeedRules {
  const rules = new Map<DietaryNeed, DietaryNeedRule>(
    dietaryNeeds.map((need) => [
      need,
      {
        rulesOutAllergens: file.needs[need]['rules-out-allergens'] ?? [],
        rulesOutDiets: file.needs[need]['rules-out-diets'] ?? [],
        rulesOutIngredients: file.needs[need]['rules-out-ingredients'] ?? [],
        words: file.needs[need].words.map(wordsOf),
      },
    ]),
  );
  const ruleOf = (need: DietaryNeed) => rules.get(need) as DietaryNeedRule;
  /** The rule that names the ingredient or what it is a kind of: parmesan, and Grana Padano in it. */
  const ingredientRuleOf = (ingredient: Ingredient, need: DietaryNeed) =>
    ruleOf(need).rulesOutIngredients.find(
      (rule) =>
        rule.instead !== ingredient.id &&
        (rule.ids.includes(ingredient.id) ||
          ingredient.kindOfChain.some((id) => rule.ids.includes(id))),
    );
  // Every need's words in one finder: a line's words are looked up once, not once per phrase.
  const findNeeds = createPhraseFinder(
    [...rules].flatMap(([need, rule]) => rule.words.map((phrase) => [phrase, need] as const)),
  );
  return {
    needsNamedIn(text) {
      const named = findNeeds(wordsOf(text));
      return dietaryNeeds.filter((need) => named.has(need));
    },
    lineProduct(ingredient, madeFor = []) {
      let diet = ingredient.diet;
      for (const need of madeFor) {
        const allowed = diets.filter((each) => !ruleOf(need).rulesOutDiets.includes(each));
        if (!allowed.includes(diet)) diet = allowed.at(-1) ?? diet;
      }
      const ruledOut = new Set(madeFor.flatMap((need) => ruleOf(need).rulesOutAllergens));
      const spotted = allergensOf(allergens, ingredient).filter(
        (allergen) => !ruledOut.has(allergen.id),
      );
      return { ingredient, diet, allergens: spotted, madeFor };
    },
    needBrokenBy(product, need) {
      const rule = ruleOf(need);
      const allergen = product.allergens.find((each) => rule.rulesOutAllergens.includes(each.id));
      if (allergen) return `contains ${allergen.short}`;
      if (rule.rulesOutDiets.includes(product.diet)) {
        return file.diets[product.diet] ?? `is not ${need}`;
      }
      // 'vegetarian parmesan', or a vegan one, is made without what the rule is about.
      const madeWithout =
        product.madeFor.includes(need) || product.diet !== product.ingredient.diet;
      return madeWithout ? undefined : ingredientRuleOf(product.ingredient, need)?.reason;
    },
    insteadOf(ingredient, needs) {
      for (const need of needs) {
        const rule = ingredientRuleOf(ingredient, need);
        if (rule?.instead) {
          return { need, id: rule.instead, reason: rule.reason, ruledOut: rule.ids };
        }
      }
      return undefined;
    },
  };
}
