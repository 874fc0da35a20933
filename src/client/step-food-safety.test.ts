import { describe, expect, it } from 'vitest';
import type { FoodSafetyNote } from '../shared/recipe-checks.ts';
import { foodSafetyOfStep } from './step-food-safety.ts';

const source = { name: 'USDA', url: 'https://www.fsis.usda.gov/' };
const note = (id: string, text: string): FoodSafetyNote => ({ id, text, source });
const eggs = note('eggs', 'Egg dishes: cook until set, 71 °C (160 °F) in the middle.');
const poultry = note('poultry', 'Poultry: cook until the thickest part reaches 74 °C (165 °F).');
const minced = note(
  'minced-meat',
  'Minced meat and sausages: cook until they reach 71 °C (160 °F) all the way through.',
);
const wholeCut = note(
  'whole-cut',
  'Whole cuts of beef, pork and lamb: cook until the middle reaches 63 °C (145 °F).',
);
const rice = note('cooked-rice', 'Cooked rice: serve it as soon as it is cooked.');
const notes = [eggs, poultry, minced, wholeCut, rice];
const idsOf = (step: string) => foodSafetyOfStep(step, notes).map((each) => each.id);

describe('the food-safety temperature of a step', () => {
  it('is shown for a step that cooks the food a note is about', () => {
    expect(idsOf('Pour in the eggs and cook gently for 6 minutes.')).toEqual(['eggs']);
    expect(idsOf('Fry the chicken thighs for 5 minutes each side.')).toEqual(['poultry']);
  });

  it('is not shown for a step that names the food without cooking it', () => {
    expect(idsOf('Heat the grill to high. Beat the eggs with salt.')).toEqual([]);
  });

  it('is not shown for stirring, or for a step before the cooking', () => {
    expect(idsOf('Add the chicken and stir for 3 minutes to coat it in the paste.')).toEqual([]);
    expect(idsOf('Take the beef out of the fridge 30 minutes before cooking.')).toEqual([]);
  });

  it('gives a mince its own temperature, not a whole cut’s', () => {
    expect(idsOf('Brown the minced beef in the oil.')).toEqual(['minced-meat']);
    expect(idsOf('Sear the beef on every side.')).toEqual(['whole-cut']);
  });

  it('leaves out notes without a temperature', () => {
    expect(idsOf('Boil the rice for 10 minutes.')).toEqual([]);
  });

  it('reads the food from a note it has no words for', () => {
    const venison = note('venison', 'Venison: cook until it reaches 63 °C (145 °F).');
    expect(foodSafetyOfStep('Roast the venison.', [venison])).toEqual([venison]);
  });
});
