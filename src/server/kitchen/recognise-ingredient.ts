import { ingredientCatalog } from './ingredient-catalog.ts';
import { createIngredientRecogniser } from './ingredient-recogniser.ts';

/**
 * Which known ingredient a visitor's typed text means, if any: '2 Chicken Breasts' is chicken
 * breast, 'spring onions' and 'scallion' are the same thing, 'xyzzy' and '🍕' are nothing.
 */
export const recogniseIngredient = createIngredientRecogniser(ingredientCatalog);
