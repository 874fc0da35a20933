import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import type { DietaryNeedRules, LineProduct } from '../../kitchen/dietary-needs.ts';
import type { RecipeLine, WrittenRecipe } from './written-recipe.ts';

// The cookbook's lines are the same objects on every request: read each once.
const products = new WeakMap<RecipeLine, LineProduct>();

function productOf(rules: DietaryNeedRules, line: RecipeLine): LineProduct {
  let product = products.get(line);
  if (!product) {
    product = rules.lineProduct(line.ingredient, rules.needsNamedIn(line.text));
    products.set(line, product);
  }
  return product;
}

/**
 * Whether every line of a recipe, optional ones too, meets the visitor's dietary needs, as the
 * recipe's checks will read it: 'vegan butter' meets 'vegan'.
 */
export function meetsDietaryNeeds(
  rules: DietaryNeedRules,
  recipe: WrittenRecipe,
  needs: readonly DietaryNeed[],
): boolean {
  if (needs.length === 0) return true;
  return recipe.lines.every((line) =>
    needs.every((need) => rules.needBrokenBy(productOf(rules, line), need) === undefined),
  );
}
