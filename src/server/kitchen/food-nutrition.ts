/** What the kitchen knows of a food's nutrition, from nutrition.yaml (USDA SR24). */
export interface FoodNutrition {
  readonly ndb: string;
  readonly description: string;
  /** Per 100 g: kcal, and grams but for sodium in mg. */
  readonly per100g: {
    kcal: number;
    protein: number;
    fat: number;
    saturates: number;
    carbohydrate: number;
    sugars: number;
    fibre: number;
    sodiumMg: number;
  };
  /** Grams per household measure, where known. */
  readonly grams: { cup?: number; tbsp?: number; tsp?: number; piece?: number };
}
