import { describe, expect, it } from 'vitest';
import { findStepTimes } from './step-times.ts';

const names = (step: string) => findStepTimes(step).map((time) => time.name);

describe('the times a step names', () => {
  it('reads minutes', () => {
    expect(findStepTimes('Simmer for 20 minutes.')).toEqual([{ minutes: 20, name: '20-minute' }]);
  });

  it('takes the first of a range', () => {
    expect(names('Bake 25–30 minutes.')).toEqual(['25-minute']);
    expect(names('Cook for 6 to 8 minutes, until set.')).toEqual(['6-minute']);
    expect(names('Fry for 5-6 mins.')).toEqual(['5-minute']);
  });

  it('reads hours, hours and minutes, and half an hour', () => {
    expect(findStepTimes('Roast for 1 hour.')).toEqual([{ minutes: 60, name: '1-hour' }]);
    expect(names('Braise for 1 hour 30 minutes.')).toEqual(['90-minute']);
    expect(names('Leave for half an hour.')).toEqual(['30-minute']);
    expect(names('Chill for two hours.')).toEqual(['2-hour']);
    expect(names('Roast for 1 hour 15 to 1 hour 20 minutes.')[0]).toBe('75-minute');
  });

  it('reads fractions, rounding to the minute, and never the 2 of 1/2', () => {
    expect(names('Boil the eggs for 6 1/2 minutes.')).toEqual(['7-minute']);
    expect(names('Roast for 1½ hours.')).toEqual(['90-minute']);
    expect(names('Rest for ½ hour.')).toEqual(['30-minute']);
    expect(names('Cook for 4½ to 5 hours.')).toEqual(['4½-hour']);
  });

  it('gives each time once, in order, and leaves out seconds', () => {
    expect(
      names('Fry for 30 seconds, pour in the sauce and bubble for 2 to 3 minutes, then 2 minutes.'),
    ).toEqual(['2-minute']);
  });

  it('finds none in a step without a time', () => {
    expect(names('Scatter the feta over the top.')).toEqual([]);
  });
});
