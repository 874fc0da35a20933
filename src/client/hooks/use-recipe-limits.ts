import { useEffect, useState } from 'react';
import {
  defaultRecipeLimits,
  recipeLimitsPath,
  type RecipeLimits,
} from '../../shared/recipe-api.ts';

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const isRecipeLimits = (value: unknown): value is RecipeLimits =>
  typeof value === 'object' &&
  value !== null &&
  isCount((value as RecipeLimits).maxIngredients) &&
  isCount((value as RecipeLimits).maxIngredientLength);

/** The limits our server sets on a recipe request: the defaults until it has told us. */
export function useRecipeLimits(): RecipeLimits {
  const [limits, setLimits] = useState(defaultRecipeLimits);
  useEffect(() => {
    const controller = new AbortController();
    fetch(recipeLimitsPath, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: unknown) => {
        if (isRecipeLimits(body)) setLimits(body);
      })
      .catch(() => {
        // The defaults stand; the server checks every request anyway.
      });
    return () => controller.abort();
  }, []);
  return limits;
}
