import { isMeasures, type Measures } from '../shared/quantities/measures.ts';
import { maxServings } from './components/servings-stepper.tsx';

/** Where the servings and measures chosen are kept (localStorage), for every recipe shown after. */
export const servingsChoiceKey = 'chef-claude.servings.v1';
export const measuresChoiceKey = 'chef-claude.measures.v1';

/** The servings the visitor cooks for, once chosen: every recipe after is shown for them too. */
export const isServingsChoice = (value: unknown): value is number | null =>
  value === null || (Number.isInteger(value) && Number(value) >= 1 && Number(value) <= maxServings);

/** The choice as kept now: what a recipe written now is kept with. */
export function readRecipeChoice(): { servings: number | null; measures: Measures } {
  const read = <T>(key: string, isValid: (value: unknown) => value is T, otherwise: T): T => {
    try {
      const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
      return isValid(parsed) ? parsed : otherwise;
    } catch {
      return otherwise;
    }
  };
  return {
    servings: read(servingsChoiceKey, isServingsChoice, null),
    measures: read(measuresChoiceKey, isMeasures, 'as-written'),
  };
}

/** Makes a kept recipe's choice the current one, before it is shown. */
export function chooseAsKept(servings: number | null, measures: Measures) {
  try {
    window.localStorage.setItem(servingsChoiceKey, JSON.stringify(servings));
    window.localStorage.setItem(measuresChoiceKey, JSON.stringify(measures));
  } catch {
    // Storage refused: the recipe is still shown, with the choice already on screen.
  }
}
