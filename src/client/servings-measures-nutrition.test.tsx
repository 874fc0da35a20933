import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckedLine, NutritionPerServing, RecipeChecks } from '../shared/recipe-checks.ts';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

const markdown = `## Spinach Frittata

*Serves 2 · 25 minutes*

### Ingredients

- 6 eggs
- 100 g **feta**, crumbled
- 1 cup milk
- 2 tbsp olive oil
- Salt, to taste

### Steps

1. Heat the oven to 200 °C.
2. Bake for 20 minutes.
`;

const line = (text: string, status: CheckedLine['status'], amount?: CheckedLine['amount']) => ({
  text,
  offset: markdown.indexOf(`- ${text.slice(0, 5)}`),
  status,
  optional: false,
  ...(amount ? { amount } : {}),
});

const figure = (value: number, low = value, high = value) => ({ value, low, high });

const nutrition: NutritionPerServing = {
  figures: {
    kcal: figure(540, 480, 610),
    kj: figure(2259, 2008, 2552),
    protein: figure(31.4),
    fat: figure(42),
    saturates: figure(15.2),
    carbohydrate: figure(8.3, 7.9, 9.1),
    sugars: figure(6.1),
    fibre: figure(1.5),
    salt: figure(1.9),
  },
  estimated: ['1 cup milk'],
  notCounted: ['Salt, to taste'],
};

const checks: RecipeChecks = {
  ingredientListFound: true,
  lines: [
    line('6 eggs', 'have', { quantity: 6, unit: '', rest: 'eggs' }),
    line('100 g feta, crumbled', 'to-buy', {
      quantity: 100,
      unit: 'g',
      rest: 'feta, crumbled',
      gramsPer: { cup: 150 },
    }),
    line('1 cup milk', 'to-buy', {
      quantity: 1,
      unit: 'cup',
      rest: 'milk',
      gramsPer: { cup: 245 },
    }),
    line('2 tbsp olive oil', 'staple', { quantity: 2, unit: 'tbsp', rest: 'olive oil' }),
    line('Salt, to taste', 'staple'),
  ],
  allergens: [],
  conflicts: [],
  foodSafety: [],
  servings: { count: 2, source: 'recipe' },
  nutrition,
};

function setup() {
  return renderApp();
}

async function askAndReceive(recipeChecks: RecipeChecks = checks, context = setup()) {
  if (screen.queryByRole('button', { name: 'Get a recipe' }) === null) {
    await context.add('eggs', 'spinach', 'feta', 'onion');
  }
  await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  server.send(
    { type: 'start', source: 'cookbook', fallback: false },
    { type: 'text-delta', text: markdown },
    { type: 'checks', ...recipeChecks },
    { type: 'end' },
  );
  server.close();
  const recipe = await screen.findByRole('region', { name: 'Chef Claude Recommends:' });
  await screen.findByRole('heading', { name: 'Spinach Frittata' });
  // The checks and the end are shown right after the text, once it has been rendered.
  await screen.findByText(/^Recipe ready: Spinach Frittata/);
  return { ...context, recipe };
}

/** The recipe's ingredient lines, their marks included. */
const ingredientLines = (recipe: HTMLElement) =>
  within(within(recipe).getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the servings', () => {
  it('are counted between Fewer servings and More servings, announced politely', async () => {
    const { recipe } = await askAndReceive();
    const count = within(recipe).getByText('Serves 2', { exact: true });
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(within(recipe).getByRole('button', { name: 'Fewer servings' })).toBeInTheDocument();
    expect(within(recipe).getByRole('button', { name: 'More servings' })).toBeInTheDocument();
    expect(within(recipe).getByText('Cooking times and pan sizes do not scale.')).toBeVisible();
  });

  it('say "as written" when the recipe does not say how many it serves', async () => {
    const { recipe, user } = await askAndReceive({
      ...checks,
      servings: { count: 4, source: 'as-written' },
    });
    expect(within(recipe).getByText('Serves 4 (as written)', { exact: true })).toBeVisible();
    await user.click(within(recipe).getByRole('button', { name: 'More servings' }));
    expect(within(recipe).getByText('Serves 5', { exact: true })).toBeVisible();
  });

  it('scale every line with an amount, and mark the others not scaled', async () => {
    const { recipe, user } = await askAndReceive();
    await user.click(within(recipe).getByRole('button', { name: 'More servings' }));
    await user.click(within(recipe).getByRole('button', { name: 'More servings' }));
    expect(within(recipe).getByText('Serves 4', { exact: true })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(ingredientLines(recipe)).toEqual([
      '12 eggs you have it',
      '200 g feta, crumbled to buy',
      '2 cups milk to buy',
      '¼ cup olive oil kitchen staple',
      'Salt, to taste kitchen staple not scaled',
    ]);
    expect(within(recipe).getByText(/Serves 4 · 25 minutes/)).toBeInTheDocument();
  });

  it('round whole items to the half as they go down', async () => {
    const { recipe, user } = await askAndReceive({
      ...checks,
      servings: { count: 4, source: 'recipe' },
    });
    await user.click(within(recipe).getByRole('button', { name: 'Fewer servings' }));
    expect(ingredientLines(recipe)[0]).toBe('4½ eggs you have it');
  });

  it('never go below 1, and focus stays on the pressed button', async () => {
    const { recipe, user } = await askAndReceive();
    const fewer = within(recipe).getByRole('button', { name: 'Fewer servings' });
    await user.click(fewer);
    expect(within(recipe).getByText('Serves 1', { exact: true })).toBeVisible();
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await user.click(fewer);
    expect(within(recipe).getByText('Serves 1', { exact: true })).toBeVisible();
    expect(fewer).toHaveFocus();
    expect(ingredientLines(recipe)[0]).toBe('3 eggs you have it');
    const more = within(recipe).getByRole('button', { name: 'More servings' });
    await user.click(more);
    expect(more).toHaveFocus();
    expect(fewer).toHaveAttribute('aria-disabled', 'false');
  });

  it('are not offered when the checks carry no servings', async () => {
    const { servings: _servings, ...withoutServings } = checks;
    const { recipe } = await askAndReceive(withoutServings);
    expect(within(recipe).queryByRole('button', { name: 'More servings' })).not.toBeInTheDocument();
    expect(ingredientLines(recipe)[0]).toBe('6 eggs you have it');
  });
});

describe('the measures', () => {
  it('are a group named Measures of As written, Metric and US', async () => {
    const { recipe } = await askAndReceive();
    const group = within(recipe).getByRole('group', { name: 'Measures' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'as-written',
      'metric',
      'us',
    ]);
    expect(within(group).getByRole('radio', { name: 'As written' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Metric' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'US' })).not.toBeChecked();
  });

  it('in US, write weights in oz or cups, and the oven in Fahrenheit first', async () => {
    const { recipe, user } = await askAndReceive();
    const us = within(recipe).getByRole('radio', { name: 'US' });
    await user.click(us);
    expect(us).toHaveFocus();
    expect(ingredientLines(recipe)).toEqual([
      '6 eggs you have it',
      '⅔ cup feta, crumbled to buy',
      '1 cup milk to buy',
      '2 tbsp olive oil kitchen staple',
      'Salt, to taste kitchen staple not scaled',
    ]);
    expect(within(recipe).getByText('Heat the oven to 400 °F (200 °C).')).toBeInTheDocument();
  });

  it('in metric, weigh a cup of a food whose weight the kitchen knows', async () => {
    const { recipe, user } = await askAndReceive();
    await user.click(within(recipe).getByRole('radio', { name: 'Metric' }));
    expect(ingredientLines(recipe).slice(1, 4)).toEqual([
      '100 g feta, crumbled to buy',
      '245 g milk to buy',
      '2 tbsp olive oil kitchen staple',
    ]);
  });

  it('as written, show the oven’s other scale beside it', async () => {
    const { recipe } = await askAndReceive();
    expect(within(recipe).getByText('Heat the oven to 200 °C (400 °F).')).toBeInTheDocument();
    expect(ingredientLines(recipe)[1]).toBe('100 g feta, crumbled to buy');
  });
});

describe('the choice of servings and measures', () => {
  it('is kept across reloads', async () => {
    const first = await askAndReceive();
    await first.user.click(within(first.recipe).getByRole('button', { name: 'More servings' }));
    await first.user.click(within(first.recipe).getByRole('radio', { name: 'US' }));
    first.view.unmount();

    const { recipe } = await askAndReceive();
    expect(within(recipe).getByText('Serves 3', { exact: true })).toBeVisible();
    expect(within(recipe).getByRole('radio', { name: 'US' })).toBeChecked();
    expect(ingredientLines(recipe)[0]).toBe('9 eggs you have it');
  });

  it('is what Copy recipe and Copy shopping list copy', async () => {
    const { recipe, user } = await askAndReceive();
    await user.click(within(recipe).getByRole('button', { name: 'More servings' }));
    await user.click(within(recipe).getByRole('button', { name: 'More servings' }));
    await user.click(within(recipe).getByRole('radio', { name: 'US' }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(within(recipe).getByRole('button', { name: 'Copy recipe' }));
    const copied = writeText.mock.calls[0]?.[0];
    expect(copied).toContain('\nServes 4 · 25 minutes\n');
    expect(copied).toContain(
      '- 12 eggs\n- 1⅓ cups feta, crumbled\n- 2 cups milk\n- ¼ cup olive oil\n',
    );
    expect(copied).toContain('1. Heat the oven to 400 °F (200 °C).');

    const list = within(recipe).getByRole('region', { name: 'Shopping list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1⅓ cups feta, crumbled', '2 cups milk']);
    await user.click(within(list).getByRole('button', { name: 'Copy shopping list' }));
    expect(writeText).toHaveBeenLastCalledWith('- 1⅓ cups feta, crumbled\n- 2 cups milk');
  });
});

describe('the nutrition per serving', () => {
  it('gives energy in kcal and kJ and each nutrient, a range where part is estimated', async () => {
    const { recipe } = await askAndReceive();
    const section = within(recipe).getByRole('region', { name: 'Nutrition per serving' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(section)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms).toEqual([
      'Energy',
      'Protein',
      'Fat',
      'of which saturates',
      'Carbohydrate',
      'of which sugars',
      'Fibre',
      'Salt',
    ]);
    expect(definitions).toEqual([
      'about 540 kcal, 480–610',
      'about 2,259 kJ, 2,008–2,552',
      '31 g',
      '42 g',
      '15 g',
      'about 8.3 g, 7.9–9.1',
      '6.1 g',
      '1.5 g',
      '1.9 g',
    ]);
  });

  it('names the lines estimated and the lines not counted', async () => {
    const { recipe } = await askAndReceive();
    const section = within(recipe).getByRole('region', { name: 'Nutrition per serving' });
    expect(
      within(section).getByText(
        'Estimated from a household measure or a typical size: 1 cup milk.',
      ),
    ).toBeVisible();
    expect(within(section).getByText('Not counted: Salt, to taste.')).toBeVisible();
  });

  it('does not change with the servings', async () => {
    const { recipe, user } = await askAndReceive();
    await user.click(within(recipe).getByRole('button', { name: 'More servings' }));
    const section = within(recipe).getByRole('region', { name: 'Nutrition per serving' });
    expect(within(section).getAllByRole('definition')[0]).toHaveTextContent(
      'about 540 kcal, 480–610',
    );
  });

  it('when withheld, says why and shows no figures', async () => {
    const withheld = 'We could not count the chicken thighs, the main ingredient.';
    const { recipe } = await askAndReceive({
      ...checks,
      nutrition: { withheld, estimated: [], notCounted: ['2 chicken thighs'] },
    });
    const section = within(recipe).getByRole('region', { name: 'Nutrition per serving' });
    expect(within(section).getByText(withheld)).toBeVisible();
    expect(within(section).queryByRole('definition')).not.toBeInTheDocument();
    expect(within(section).queryByText(/kcal/)).not.toBeInTheDocument();
  });
});
