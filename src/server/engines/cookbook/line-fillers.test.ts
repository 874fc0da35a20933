import { describe, expect, it } from 'vitest';
import { createLineFillers } from './line-fillers.ts';
import { testKitchen } from '../../../../tests/support/test-kitchen.ts';

describe('the ids a recipe line takes from the visitor', () => {
  const lineFillers = createLineFillers(testKitchen);
  const fillers = (id: string, text: string) => [
    ...lineFillers(testKitchen.ingredientById(id), text),
  ];

  it('take frozen sweetcorn for sweetcorn, but not for a tin of it in a cold salad', () => {
    expect(fillers('sweetcorn', '300 g sweetcorn, frozen or tinned and drained')).toContain(
      'frozen sweetcorn',
    );
    expect(fillers('sweetcorn', '198 g tinned sweetcorn, drained')).not.toContain(
      'frozen sweetcorn',
    );
    expect(fillers('frozen sweetcorn', '100 g frozen sweetcorn')).toEqual(
      expect.arrayContaining(['frozen sweetcorn', 'sweetcorn']),
    );
  });

  it('take any cream for a line offering cream in the place of crème fraîche', () => {
    expect(fillers('crème fraîche', '4 tbsp crème fraîche or cream')).toEqual(
      expect.arrayContaining(['crème fraîche', 'cream', 'double cream']),
    );
    expect(fillers('crème fraîche', '4 tbsp crème fraîche')).not.toContain('cream');
  });
});
