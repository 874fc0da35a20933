import { useEffect, useState } from 'react';
import {
  ingredientReadingPath,
  isIngredientReadingAnswer,
} from '../../shared/ingredient-reading.ts';

/**
 * What the kitchen would read each listed ingredient as when it is misspelt ('chiken' as
 * 'chicken'), asked once per text: a map from the text typed to the text put right.
 */
export function useDidYouMean(ingredients: readonly string[]): ReadonlyMap<string, string> {
  const [answers, setAnswers] = useState<ReadonlyMap<string, string | undefined>>(new Map());
  const unasked = [...new Set(ingredients)].filter((text) => !answers.has(text));
  const key = JSON.stringify(unasked);
  useEffect(() => {
    const texts = JSON.parse(key) as string[];
    if (texts.length === 0) return undefined;
    const controller = new AbortController();
    for (const text of texts) {
      fetch(`${ingredientReadingPath}?text=${encodeURIComponent(text)}`, {
        signal: controller.signal,
      })
        .then((response) => (response.ok ? response.json() : {}))
        .then((body: unknown) => {
          const didYouMean = isIngredientReadingAnswer(body) ? body.didYouMean : undefined;
          setAnswers((known) => new Map(known).set(text, didYouMean));
        })
        .catch(() => {
          // Offline or refused: no suggestion; the chef still reads what it can.
        });
    }
    return () => controller.abort();
  }, [key]);
  const suggestions = new Map<string, string>();
  for (const [text, didYouMean] of answers) if (didYouMean) suggestions.set(text, didYouMean);
  return suggestions;
}
