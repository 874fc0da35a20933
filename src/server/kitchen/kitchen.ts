import type { FoodSafetyNote } from '../../shared/recipe-checks.ts';
import type { AllergenFile } from './allergen-schema.ts';
import { createAllergens, type Allergen } from './allergens.ts';
import type { DietaryNeedFile } from './dietary-need-schema.ts';
import { createDietaryNeedRules, type DietaryNeedRules } from './dietary-needs.ts';
import type { FoodSafetyFile } from './food-safety-schema.ts';
import { createFoodSafetyNotes } from './food-safety.ts';
import type { FoodNutrition } from './food-nutrition.ts';
import type { Ingredient } from './ingredient.ts';
import { createIngredientLookUp } from './ingredient-catalog.ts';
import { createIngredientNames, type IngredientNames } from './ingredient-names.ts';
import { createIngredientRecogniser, type IngredientReading } from './ingredient-recogniser.ts';
import type { NotFoodFile } from './not-food-schema.ts';
import { createNotFoodRecogniser, type NotFood } from './not-food.ts';
import { createNutritionLookUp } from './nutrition.ts';
import type { NutritionFile } from './nutrition-schema.ts';

/** What the kitchen's data files hold: the ingredient catalogue and the knowledge files. */
export interface KitchenData {
  readonly ingredients: readonly Ingredient[];
  readonly kitchen: {
    readonly allergens: AllergenFile;
    readonly dietaryNeeds: DietaryNeedFile;
    readonly foodSafety: FoodSafetyFile;
    readonly notFood: NotFoodFile;
    readonly nutrition: NutritionFile;
  };
}

/**
 * Everything the server knows about food, made once at start from the data and handed to
 * whoever reads ingredients: the built-in cookbook, the recipe checks, the not-food refusal.
 */
export interface Kitchen {
  /**
   * The catalogue. Plurals ('tomatoes', 'berries', 'leaves') are understood without listing them;
   * aliases hold the other names people type.
   */
  readonly ingredients: readonly Ingredient[];
  /** Every name the catalogue knows, for whoever reads text. */
  readonly names: IngredientNames;
  /** The entry for an id the team wrote into a recipe or formula; a typo throws. */
  ingredientById(id: string): Ingredient;
  /**
   * Which known ingredient some text means, if any: '2 Chicken Breasts' is chicken breast,
   * 'spring onions' and 'scallion' are the same thing, 'xyzzy' and '🍕' are nothing.
   */
  recogniseIngredient(text: string): Ingredient | undefined;
  /**
   * What a visitor's item names, a misspelt word read as the one it most likely is ('chiken' as
   * chicken), with the words so read.
   */
  readIngredient(text: string): IngredientReading;
  /** What a visitor's ingredient is when it is dangerous rather than food. */
  recogniseNotFood(text: string): NotFood | undefined;
  /** The 14 allergens, in the regulation's order, with where we spot each. */
  readonly allergens: readonly Allergen[];
  /** The food-safety notes that apply to a dish using these ingredients. */
  foodSafetyNotes(ingredients: Iterable<Ingredient>): FoodSafetyNote[];
  readonly dietaryNeeds: DietaryNeedRules;
  /** Its USDA food's values and household measures; undefined for what counts for nothing. */
  nutritionOf(ingredient: Ingredient): FoodNutrition | undefined;
}

export function createKitchen(data: KitchenData): Kitchen {
  const allergens = createAllergens(data.kitchen.allergens);
  const names = createIngredientNames(data.ingredients);
  const recogniser = createIngredientRecogniser(names);
  return {
    ingredients: data.ingredients,
    names,
    ingredientById: createIngredientLookUp(data.ingredients),
    recogniseIngredient: recogniser.recognise,
    readIngredient: recogniser.read,
    recogniseNotFood: createNotFoodRecogniser(data.kitchen.notFood),
    allergens,
    foodSafetyNotes: createFoodSafetyNotes(data.kitchen.foodSafety),
    dietaryNeeds: createDietaryNeedRules(data.kitchen.dietaryNeeds, allergens),
    nutritionOf: createNutritionLookUp(data.kitchen.nutrition),
  };
}
