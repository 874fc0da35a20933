/** `POST /api/dishes`: the dishes the built-in cookbook can make from a pantry, best first. */
export const pantryDishesPath = '/api/dishes';

/** The most dishes listed: the recipe shown and eight more. */
export const mostPantryDishes = 9;

export interface PantryDish {
  title: string;
  /** The `attempt` that asks the cookbook for this dish. */
  attempt: number;
  /** How many of the visitor's items it uses, kitchen staples aside. */
  usesOfYours: number;
  /** How many ingredients it needs bought. */
  toBuy: number;
}

export interface PantryDishes {
  dishes: PantryDish[];
}

/** Whether a value received as JSON has the shape of `PantryDishes`. */
export function isPantryDishes(value: unknown): value is PantryDishes {
  if (typeof value !== 'object' || value === null) return false;
  const { dishes } = value as { dishes?: unknown };
  return (
    Array.isArray(dishes) &&
    dishes.every(
      (dish: unknown) =>
        typeof dish === 'object' &&
        dish !== null &&
        typeof (dish as PantryDish).title === 'string' &&
        Number.isInteger((dish as PantryDish).attempt) &&
        Number.isInteger((dish as PantryDish).usesOfYours) &&
        Number.isInteger((dish as PantryDish).toBuy),
    )
  );
}
