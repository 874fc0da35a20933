import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecipeChecks } from '../shared/recipe-checks.ts';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';
import { databaseName } from './recipe-store.ts';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteDB(databaseName);
});

const recipeText = (title: string, ingredient = 'eggs') => `## ${title}

*Serves 2 · 20 minutes*

### Ingredients

- 4 ${ingredient}
- 1 tbsp butter

### Steps

1. Cook the ${ingredient} in the butter.
`;

function checksFor(markdown: string, ingredient = 'eggs'): RecipeChecks {
  return {
    ingredientListFound: true,
    lines: [
      {
        text: `4 ${ingredient}`,
        offset: markdown.indexOf(`- 4 ${ingredient}`),
        status: 'have',
        optional: false,
        amount: { quantity: 4, unit: '', rest: ingredient },
      },
      {
        text: '1 tbsp butter',
        offset: markdown.indexOf('- 1 tbsp'),
        status: 'staple',
        optional: false,
        amount: { quantity: 1, unit: 'tbsp', rest: 'butter' },
      },
    ],
    allergens: [],
    conflicts: [],
    foodSafety: [],
    servings: { count: 2, source: 'recipe' },
  };
}

/** The page, with a finished recipe from the model for a pantry of four. */
async function pageWithRecipe(title = 'Buttered Eggs', ingredient = 'eggs') {
  const page = renderApp();
  await page.add(ingredient, 'butter', 'salt', 'chives');
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  const markdown = recipeText(title, ingredient);
  await act(async () => {
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: markdown },
      { type: 'checks', ...checksFor(markdown, ingredient) },
      { type: 'end' },
    );
    server.close();
  });
  await screen.findByRole('heading', { name: title, level: 2 });
  return page;
}

async function anotherRecipe(
  page: ReturnType<typeof renderApp>,
  title: string,
  ingredient: string,
) {
  await page.user.click(screen.getByRole('button', { name: 'Get another recipe' }));
  const markdown = recipeText(title, ingredient);
  await act(async () => {
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: markdown },
      { type: 'checks', ...checksFor(markdown, ingredient) },
      { type: 'end' },
    );
    server.close();
  });
  await screen.findByRole('heading', { name: title, level: 2 });
}

const myRecipes = () => screen.findByRole('region', { name: 'My recipes' });
async function savedList() {
  const list = within(await myRecipes()).queryByRole('list', { name: 'Saved recipes' });
  return list ? within(list).getAllByRole('heading', { level: 3 }) : [];
}

async function save(page: ReturnType<typeof renderApp>) {
  await page.user.click(await screen.findByRole('button', { name: 'Save recipe' }));
  await screen.findByText('Recipe saved');
}

describe('My recipes', () => {
  it('offers Save recipe under a finished recipe and lists it once saved', async () => {
    const page = await pageWithRecipe();
    const region = await myRecipes();
    expect(within(region).getByText(/No saved recipes yet/)).toBeInTheDocument();
    await save(page);
    await waitFor(async () =>
      expect((await savedList()).map((heading) => heading.textContent)).toContain('Buttered Eggs'),
    );
  });

  it('offers no Save recipe while the recipe is written, nor for one stopped', async () => {
    const page = renderApp();
    await page.add('eggs', 'butter', 'salt', 'chives');
    await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await act(async () => {
      server.send(
        { type: 'start', source: 'model', fallback: false },
        { type: 'text-delta', text: '## Half a recipe\n' },
      );
    });
    await screen.findByRole('heading', { name: 'Half a recipe' });
    expect(screen.queryByRole('button', { name: 'Save recipe' })).not.toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('button', { name: 'Save recipe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download recipe' })).not.toBeInTheDocument();
  });

  it('stars a recipe by its name, with its pressed state, and lists favourites first', async () => {
    const page = await pageWithRecipe('Buttered Eggs');
    await save(page);
    await anotherRecipe(page, 'Leek Soup', 'leeks');
    await save(page);
    await waitFor(async () =>
      expect((await savedList()).map((heading) => heading.textContent)).toEqual([
        'Leek Soup',
        'Buttered Eggs',
      ]),
    );
    const star = screen.getByRole('button', { name: 'Add Buttered Eggs to favorites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await page.user.click(star);
    const starred = await screen.findByRole('button', {
      name: 'Remove Buttered Eggs from favorites',
    });
    expect(starred).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(starred).toHaveFocus());
    expect((await savedList()).map((heading) => heading.textContent)).toEqual([
      'Buttered Eggs',
      'Leek Soup',
    ]);
  });

  it('finds saved recipes by title or ingredient', async () => {
    const page = await pageWithRecipe('Buttered Eggs');
    await save(page);
    await anotherRecipe(page, 'Leek Soup', 'leeks');
    await save(page);
    const search = await screen.findByRole('searchbox', { name: 'Search my recipes' });
    await page.user.type(search, 'LEEKS');
    expect((await savedList()).map((heading) => heading.textContent)).toEqual(['Leek Soup']);
    await page.user.clear(search);
    await page.user.type(search, 'buttered');
    expect((await savedList()).map((heading) => heading.textContent)).toEqual(['Buttered Eggs']);
    await page.user.clear(search);
    await page.user.type(search, 'tofu');
    expect(screen.getByText('No saved recipe matches “tofu”.')).toBeInTheDocument();
  });

  it('deletes a recipe, says so, moves focus to Undo, and Undo brings it back', async () => {
    const page = await pageWithRecipe();
    await save(page);
    const region = await myRecipes();
    await page.user.click(await within(region).findByRole('button', { name: 'Delete' }));
    expect(await within(region).findByText('Recipe deleted')).toBeInTheDocument();
    const undo = within(region).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    expect(await savedList()).toEqual([]);
    await page.user.click(undo);
    const saved = await within(region).findByRole('list', { name: 'Saved recipes' });
    const open = within(saved).getByRole('button', { name: 'Open' });
    expect(open).toHaveAccessibleDescription('Buttered Eggs');
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('opens a saved recipe as it was saved, with no request, and focuses its heading', async () => {
    const page = await pageWithRecipe();
    await page.user.click(screen.getByRole('button', { name: 'More servings' }));
    await save(page);
    await anotherRecipe(page, 'Leek Soup', 'leeks');
    const requests = server.requests.length;
    const region = await myRecipes();
    const saved = within(region).getByRole('list', { name: 'Saved recipes' });
    await page.user.click(within(saved).getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Buttered Eggs', level: 2 })).toBeVisible();
    expect(screen.getByText('Serves 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chef Claude Recommends:' })).toHaveFocus();
    expect(server.requests).toHaveLength(requests);
  });

  it('keeps each recipe written in the history, openable, until Clear history', async () => {
    const page = await pageWithRecipe('Buttered Eggs');
    await anotherRecipe(page, 'Leek Soup', 'leeks');
    const history = await screen.findByRole('region', { name: 'History' });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('heading', { level: 4 })
          .map((heading) => heading.textContent),
      ).toEqual(['Leek Soup', 'Buttered Eggs']),
    );
    await page.user.click(
      within(history).getAllByRole('button', { name: 'Open' })[1] as HTMLElement,
    );
    expect(await screen.findByRole('heading', { name: 'Buttered Eggs', level: 2 })).toBeVisible();
    await page.user.click(within(history).getByRole('button', { name: 'Clear history' }));
    expect(await within(history).findByText('History cleared')).toBeInTheDocument();
    expect(within(history).getByRole('heading', { name: 'History' })).toHaveFocus();
    expect(within(history).queryAllByRole('heading', { level: 4 })).toEqual([]);
  });

  it('shows the recipe on screen again after a reload, and forgets it on Reset', async () => {
    const page = await pageWithRecipe();
    page.view.unmount();
    const again = renderApp();
    expect(screen.getByRole('heading', { name: 'Buttered Eggs', level: 2 })).toBeVisible();
    await again.user.click(screen.getByRole('button', { name: 'Reset' }));
    again.view.unmount();
    renderApp();
    expect(screen.queryByRole('heading', { name: 'Buttered Eggs' })).not.toBeInTheDocument();
  });

  it('says in words when the browser refuses to keep recipes, and keeps the recipe on screen', async () => {
    const page = await pageWithRecipe();
    vi.stubGlobal('indexedDB', undefined);
    await page.user.click(await screen.findByRole('button', { name: 'Save recipe' }));
    // Said beside the button pressed (My recipes may say it too, once it reads the store again).
    const recipe = screen.getByRole('region', { name: 'Chef Claude Recommends:' });
    expect(
      await within(recipe).findByText(/This browser is not letting the page keep recipes/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buttered Eggs', level: 2 })).toBeVisible();
  });
});

describe('export and import', () => {
  function chooseFile(
    page: ReturnType<typeof renderApp>,
    name: string,
    text: string,
    type: string,
  ) {
    return page.user.upload(
      screen.getByLabelText('Import recipes'),
      new File([text], name, { type }),
    );
  }

  it('exports every saved recipe to one file and imports it back without doubling any', async () => {
    const page = await pageWithRecipe();
    await save(page);
    let exported: Blob | undefined;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          exported = blob;
          return 'blob:recipes';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    await page.user.click(await screen.findByRole('button', { name: 'Export my recipes' }));
    expect(await screen.findByText('Exported 1 recipe')).toBeInTheDocument();
    const text = await exported!.text();
    expect(JSON.parse(text)).toMatchObject({ format: 'chef-claude.recipes', version: 1 });
    await chooseFile(page, 'chef-claude-recipes.json', text, 'application/json');
    expect(
      await screen.findByText(
        'Nothing new to import; 1 recipe was already saved and kept as they were.',
      ),
    ).toBeInTheDocument();
    expect(await savedList()).toHaveLength(1);
  });

  it('imports a recipe page holding schema.org JSON-LD', async () => {
    const page = renderApp();
    const html = `<!doctype html><html><head><script type="application/ld+json">
      {"@context":"https://schema.org","@graph":[{"@type":"Recipe","name":"Pea Soup","recipeYield":"4 servings",
      "recipeIngredient":["500 g peas","1 onion"],"recipeInstructions":[{"@type":"HowToStep","text":"Simmer."}]}]}
      </script></head><body></body></html>`;
    await chooseFile(page, 'pea-soup.html', html, 'text/html');
    expect(await screen.findByText('Imported 1 recipe.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Pea Soup', level: 2 })).toBeVisible();
    expect(screen.getByText('500 g peas')).toBeInTheDocument();
  });

  it.each([
    [
      'broken JSON',
      'recipes.json',
      '{"format": "chef-claude.recipes", ',
      /“recipes.json” is broken: it is not valid JSON/,
    ],
    [
      'a file that is not ours',
      'notes.json',
      '{"notes": []}',
      /“notes.json” is not a recipes file/,
    ],
    [
      'a page with no recipe',
      'page.html',
      '<html><body>Hello</body></html>',
      /“page.html” holds no recipe we can read/,
    ],
  ])('names what is wrong with %s', async (_name, fileName, text, message) => {
    const page = renderApp();
    await chooseFile(page, fileName, text, 'application/json');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses a file too large to be ours', async () => {
    const page = renderApp();
    await chooseFile(page, 'huge.json', ' '.repeat(5 * 1024 * 1024 + 1), 'application/json');
    expect(await screen.findByText(/“huge.json” is too large \(5\.0 MB\)/)).toBeInTheDocument();
  });
});
