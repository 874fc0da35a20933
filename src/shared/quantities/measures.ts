/** How the visitor wants quantities written: as the recipe has them, in metric or in US units. */
export const measureChoices = ['as-written', 'metric', 'us'] as const;
export type Measures = (typeof measureChoices)[number];

export const isMeasures = (value: unknown): value is Measures =>
  measureChoices.some((choice) => choice === value);
