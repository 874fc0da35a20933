import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecipeChecks } from '../shared/recipe-checks.ts';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

const markdown = `## Chicken Frittata

### Ingredients

- 6 eggs
- 2 chicken thighs
- 100 g **feta**
- Salt, to taste
- 2 tbsp sumac

### Steps

1. Cook until set.
`;

const at = (text: string) => markdown.indexOf(`- ${text.slice(0, 5)}`);

const usda = { name: 'USDA FSIS chart', url: 'https://www.fsis.usda.gov/chart' };

const checks: RecipeChecks = {
  ingredientListFound: true,
  lines: [
    { text: '6 eggs', offset: at('6 eggs'), status: 'have', optional: false },
    { text: '2 chicken thighs', offset: at('2 chicken'), status: 'to-buy', optional: false },
    { text: '100 g feta', offset: at('100 g'), status: 'to-buy', optional: false },
    { text: 'Salt, to taste', offset: at('Salt,'), status: 'staple', optional: false },
    { text: '2 tbsp sumac', offset: at('2 tbsp'), status: 'unknown', optional: false },
  ],
  allergens: [
    { allergen: 'eggs', name: 'eggs', ingredients: ['eggs'] },
    { allergen: 'milk', name: 'milk', ingredients: ['feta'] },
  ],
  conflicts: [
    { need: 'vegetarian', ingredient: 'chicken thighs', reason: 'is meat' },
    { need: 'vegan', ingredient: 'feta', reason: 'contains milk' },
    { need: 'dairy-free', ingredient: 'feta', reason: 'contains milk' },
  ],
  foodSafety: [
    {
      id: 'poultry',
      text: 'Poultry: cook until the thickest part reaches 74 °C (165 °F).',
      source: usda,
    },
  ],
};

const setup = renderApp;

async function askAndReceive(recipeChecks: RecipeChecks, text = markdown) {
  const context = setup();
  await context.add('eggs', 'spinach', 'onion', 'rice');
  await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  server.send(
    { type: 'start', source: 'model', fallback: false },
    { type: 'text-delta', text },
    { type: 'checks', ...recipeChecks },
    { type: 'end' },
  );
  server.close();
  const recipe = await screen.findByRole('region', { name: 'Chef Claude Recommends:' });
  await screen.findByRole('heading', { name: 'Chicken Frittata' });
  // The checks and the end are shown right after the text, once it has been rendered.
  await screen.findByText(/^Recipe ready: Chicken Frittata/);
  return { ...context, recipe };
}

describe('the dietary needs', () => {
  it('offers the seven needs as toggles in a group', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Dietary needs' });
    const boxes = within(group).getAllByRole('checkbox');
    const names = ['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'Nut-free', 'Egg-free'];
    expect(boxes).toHaveLength(7);
    [...names, 'Shellfish-free'].forEach((name, index) => {
      expect(boxes[index]).toHaveAccessibleName(name);
      expect(boxes[index]).not.toBeChecked();
    });
  });

  it('sends the chosen needs with the request, and none when none is chosen', async () => {
    const { user, add } = setup();
    await add('a', 'b', 'c', 'd');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nut-free' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(server.requests).toEqual([
      { ingredients: ['a', 'b', 'c', 'd'] },
      { ingredients: ['a', 'b', 'c', 'd'], dietaryNeeds: ['vegetarian', 'nut-free'] },
    ]);
  });

  it('keeps the needs across reloads with the pantry, and Reset keeps them too', async () => {
    const first = setup();
    await first.add('a', 'b', 'c', 'd');
    await first.user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    first.view.unmount();

    const second = setup();
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    await second.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.sendRecipe('## Soup');
    await second.user.click(await screen.findByRole('button', { name: 'Reset' }));
    // They are the visitor's, not the list's: the next list must suit them as well.
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    second.view.unmount();

    setup();
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
  });
});

describe('a recipe’s checks', () => {
  it('says in words, on each ingredient line, whether the visitor has it or must buy it', async () => {
    const { recipe } = await askAndReceive(checks);
    const recipeItems = within(recipe)
      .getAllByRole('listitem')
      .slice(0, 6)
      .map((item) => item.textContent);
    expect(recipeItems).toEqual([
      '6 eggs you have it',
      '2 chicken thighs to buy',
      '100 g feta to buy',
      'Salt, to taste kitchen staple',
      '2 tbsp sumac not checked',
      'Cook until set.',
    ]);
  });

  it('lists what to buy under Shopping list, and copies it', async () => {
    const { recipe, user } = await askAndReceive(checks);
    const list = within(recipe).getByRole('region', { name: 'Shopping list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 chicken thighs', '100 g feta']);
    expect(list).toHaveTextContent('We could not check 2 tbsp sumac.');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(list).getByRole('button', { name: 'Copy shopping list' }));
    expect(writeText).toHaveBeenCalledWith('- 2 chicken thighs\n- 100 g feta');
    expect(within(list).getByText('Shopping list copied')).toBeInTheDocument();
  });

  it('says "You have everything you need." when nothing is missing', async () => {
    const { recipe } = await askAndReceive({
      ...checks,
      lines: checks.lines.map((line) => ({ ...line, status: 'have' })),
    });
    const list = within(recipe).getByRole('region', { name: 'Shopping list' });
    expect(within(list).getByText('You have everything you need.')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves optional lines off the shopping list', async () => {
    const { recipe } = await askAndReceive({
      ...checks,
      lines: checks.lines.map((line) => ({ ...line, status: 'to-buy', optional: true })),
    });
    const list = within(recipe).getByRole('region', { name: 'Shopping list' });
    expect(within(list).getByText('You have everything you need.')).toBeInTheDocument();
  });

  it('names the allergens spotted as what we spotted, not as a promise', async () => {
    const { recipe } = await askAndReceive(checks);
    expect(within(recipe).getByText('Contains: eggs and milk (feta).')).toBeInTheDocument();
    expect(within(recipe).getByText(/what we spotted in the ingredient list/)).toBeInTheDocument();
  });

  it('promises nothing when no allergen was spotted', async () => {
    const { recipe } = await askAndReceive({ ...checks, allergens: [] });
    expect(within(recipe).queryByText(/^Contains:/)).not.toBeInTheDocument();
    expect(
      within(recipe).getByText(/We spotted none of the 14 major allergens/),
    ).toBeInTheDocument();
  });

  it('warns under "Check before you cook" of each line and the need it breaks', async () => {
    const { recipe } = await askAndReceive(checks);
    const warning = within(recipe).getByRole('region', { name: 'Check before you cook' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'chicken thighs: is meat (not vegetarian)',
      'feta: contains milk (not vegan or dairy-free)',
    ]);
  });

  it('shows no warning when nothing conflicts', async () => {
    const { recipe } = await askAndReceive({ ...checks, conflicts: [] });
    expect(
      within(recipe).queryByRole('region', { name: 'Check before you cook' }),
    ).not.toBeInTheDocument();
  });

  it('warns under "Check before you cook" of a calorie count its ingredients do not bear out', async () => {
    const figure = (value: number, low = value, high = value) => ({ value, low, high });
    const { recipe } = await askAndReceive({
      ...checks,
      conflicts: [],
      nutrition: {
        figures: {
          kcal: figure(540, 480, 610),
          kj: figure(2259),
          protein: figure(30),
          fat: figure(20),
          saturates: figure(8),
          carbohydrate: figure(50),
          sugars: figure(5),
          fibre: figure(4),
          salt: figure(1.2),
        },
        estimated: [],
        notCounted: [],
        claimedKcal: 900,
      },
    });
    const warning = within(recipe).getByRole('region', { name: 'Check before you cook' });
    expect(warning).toHaveTextContent(
      'The recipe says a serving holds about 900 kcal; its ingredients give 480–610 kcal.',
    );
  });

  it('gives the food-safety notes, with a link to where they come from', async () => {
    const { recipe } = await askAndReceive(checks);
    const safety = within(recipe).getByRole('region', { name: 'Food safety' });
    expect(
      within(safety).getByText('Poultry: cook until the thickest part reaches 74 °C (165 °F).'),
    ).toBeInTheDocument();
    expect(within(safety).getByRole('link', { name: 'USDA FSIS chart' })).toHaveAttribute(
      'href',
      usda.url,
    );
  });

  it('says so, and claims nothing, when the answer had no ingredient list', async () => {
    const { recipe } = await askAndReceive(
      { ingredientListFound: false, lines: [], allergens: [], conflicts: [], foodSafety: [] },
      '## Chicken Frittata\n\nJust fry whatever you have.',
    );
    expect(
      within(recipe).getByText(/We found no ingredient list in this answer/),
    ).toBeInTheDocument();
    expect(within(recipe).queryByRole('region', { name: 'Shopping list' })).not.toBeInTheDocument();
    expect(within(recipe).queryByText(/Contains|spotted/)).not.toBeInTheDocument();
  });
});

describe('an ingredient that is not food', () => {
  it('is named in the alert, which offers to remove it instead of trying again', async () => {
    const { user, add } = setup();
    await add('eggs', 'bleach', 'rice', 'onion');
    server.failNext(400, {
      code: 'not-food',
      message: '“bleach” is a household chemical, not food, so the chef will not cook with it.',
      retryable: false,
      ingredients: ['bleach'],
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“bleach” is a household chemical, not food');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledOnce();

    await user.click(within(alert).getByRole('button', { name: 'Remove bleach' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.ingredient-name')?.textContent),
    ).toEqual(['eggs', 'rice', 'onion']);
  });

  async function refuse(...refused: string[]) {
    const context = setup();
    await context.add('eggs', ...refused, 'rice', 'onion');
    server.failNext(400, {
      code: 'not-food',
      message: `${refused.map((item) => `“${item}”`).join(' and ')} are not food.`,
      retryable: false,
      ingredients: refused,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    return { ...context, alert: await screen.findByRole('alert') };
  }

  it('moves focus to the Add ingredient box when the last refused one is removed', async () => {
    const { user, alert } = await refuse('bleach');
    await user.click(within(alert).getByRole('button', { name: 'Remove bleach' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
  });

  it('moves focus to the next Remove button while other refused ones remain', async () => {
    const { user, alert } = await refuse('bleach', 'soap', 'glue');
    await user.click(within(alert).getByRole('button', { name: 'Remove soap' }));
    expect(within(alert).getByRole('button', { name: 'Remove glue' })).toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'Remove glue' }));
    expect(within(alert).getByRole('button', { name: 'Remove bleach' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
  });
});
