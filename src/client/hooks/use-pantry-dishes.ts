import { useEffect, useState } from 'react';
import type { DietaryNeed } from '../../shared/dietary-needs.ts';
import { isPantryDishes, pantryDishesPath, type PantryDish } from '../../shared/pantry-dishes.ts';

/**
 * The dishes the built-in cookbook can make from the pantry, asked for when `asking` turns true
 * (a recipe has finished): none until the server answers, and none when it cannot.
 */
export function usePantryDishes(
  ingredients: readonly string[],
  needs: readonly DietaryNeed[],
  asking: boolean,
): readonly PantryDish[] {
  const key = JSON.stringify([ingredients, needs]);
  // The dishes with the pantry they were listed for: a list for another pantry is not shown.
  const [listed, setListed] = useState<{ key: string; dishes: readonly PantryDish[] }>();
  useEffect(() => {
    if (!asking) return undefined;
    const controller = new AbortController();
    const [askedIngredients, askedNeeds] = JSON.parse(key) as [string[], DietaryNeed[]];
    fetch(pantryDishesPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        askedNeeds.length > 0
          ? { ingredients: askedIngredients, dietaryNeeds: askedNeeds }
          : { ingredients: askedIngredients },
      ),
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: unknown) => {
        if (isPantryDishes(body)) setListed({ key, dishes: body.dishes });
      })
      .catch(() => {
        // The list is an extra: without it the recipe stands alone.
      });
    return () => controller.abort();
  }, [key, asking]);
  return asking && listed?.key === key ? listed.dishes : [];
}
