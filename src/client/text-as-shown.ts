import type { QuantityView } from '../shared/quantities/quantity-view.ts';
import { temperaturesBeside } from '../shared/quantities/temperatures-beside.ts';

/** 'Serves 2', 'serves: 2': the recipe's own count, which follows the servings shown. */
const servesPattern = /\b([Ss]erves:?\s*)(\d{1,2})\b/;

/**
 * The recipe's running text as shown, a piece at a time: temperatures with the other scale
 * beside them, and the first 'Serves 2' saying the servings shown once they differ.
 */
export function textAsShown(view: QuantityView, serves: number | undefined) {
  let servesFound = false;
  return (text: string): string => {
    const shown = temperaturesBeside(text, view.measures);
    if (servesFound || serves === undefined || view.factor === 1) return shown;
    return shown.replace(servesPattern, (_whole, before: string) => {
      servesFound = true;
      return `${before}${serves}`;
    });
  };
}
