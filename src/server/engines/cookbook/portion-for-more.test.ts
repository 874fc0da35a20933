import { describe, expect, it } from 'vitest';
import { portionForMore } from './portion-for-more.ts';

describe('portionForMore', () => {
  it('counts whole pieces, rounded up, with the weight they come to', () => {
    expect(portionForMore('2 chicken breasts (about 350 g)', 1.5)).toBe(
      '3 chicken breasts (about 525 g)',
    );
    expect(portionForMore('4 boneless, skinless chicken thighs (about 500 g)', 1.5)).toBe(
      '6 boneless, skinless chicken thighs (about 750 g)',
    );
    expect(portionForMore('2 cod fillets', 1.5)).toBe('3 cod fillets');
    expect(portionForMore('4 eggs', 1.5)).toBe('6 eggs');
  });

  it('counts packs, each its own size', () => {
    expect(portionForMore('1 can chickpeas (400 g)', 1.5)).toBe('2 cans chickpeas (400 g each)');
    expect(portionForMore('1 block halloumi (225 g)', 1.5)).toBe('2 blocks halloumi (225 g each)');
  });

  it('weighs grams to the nearest 25, and leaves what it cannot read', () => {
    expect(portionForMore('150 g lentils', 1.5)).toBe('225 g lentils');
    expect(portionForMore('225 g paneer', 1.5)).toBe('350 g paneer');
    expect(portionForMore('250 g raw prawns', 1.5)).toBe('375 g raw prawns');
    expect(portionForMore('1 kg beef brisket', 1.5)).toBe('1 kg beef brisket');
    expect(portionForMore('a handful of herbs', 1.5)).toBe('a handful of herbs');
  });
});
