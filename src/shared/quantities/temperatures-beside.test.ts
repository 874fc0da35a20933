import { describe, expect, it } from 'vitest';
import { temperaturesBeside } from './temperatures-beside.ts';

describe('temperatures in the steps', () => {
  it('shows the other scale beside, rounded as ovens are set', () => {
    expect(temperaturesBeside('Heat the oven to 200 °C.', 'as-written')).toBe(
      'Heat the oven to 200 °C (400 °F).',
    );
    expect(temperaturesBeside('Bake at 350°F for 20 minutes.', 'as-written')).toBe(
      'Bake at 350 °F (180 °C) for 20 minutes.',
    );
    expect(temperaturesBeside('Roast at 220C, then 375 degrees F.', 'as-written')).toBe(
      'Roast at 220 °C (425 °F), then 375 °F (190 °C).',
    );
  });

  it('puts the chosen system’s scale first', () => {
    expect(temperaturesBeside('Heat the oven to 200 °C.', 'us')).toBe(
      'Heat the oven to 400 °F (200 °C).',
    );
    expect(temperaturesBeside('Bake at 350°F.', 'metric')).toBe('Bake at 180 °C (350 °F).');
  });

  it('converts a food-safety temperature to the degree, and a thermometer’s to 5 degrees', () => {
    expect(temperaturesBeside('Cook until it reaches 74 °C.', 'as-written')).toBe(
      'Cook until it reaches 74 °C (165 °F).',
    );
    expect(temperaturesBeside('Heat the oil to 180 °C on a thermometer.', 'as-written')).toBe(
      'Heat the oil to 180 °C (355 °F) on a thermometer.',
    );
  });

  it('leaves a temperature that already has the other scale beside it', () => {
    for (const text of ['Bake at 180°C/350°F.', 'Bake at 200 °C (400 °F).']) {
      expect(temperaturesBeside(text, 'us')).toBe(text);
    }
  });

  it('leaves numbers that are not temperatures, and freezer temperatures below zero', () => {
    for (const text of ['Cut 2 cm cubes for 20 minutes.', 'Freeze at -18 °C.', 'Vitamin C 12']) {
      expect(temperaturesBeside(text, 'metric')).toBe(text);
    }
  });
});
