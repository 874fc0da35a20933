import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { recipeStatus } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

function setup() {
  const user = userEvent.setup();
  render(<App />);
  const input = screen.getByRole('textbox', { name: 'Add ingredient' });
  const addButton = screen.getByRole('button', { name: 'Add ingredient' });
  async function add(...ingredients: string[]) {
    for (const ingredient of ingredients) {
      await user.clear(input);
      if (ingredient !== '') await user.type(input, ingredient);
      await user.click(addButton);
    }
  }
  const listedIngredients = () =>
    within(screen.getByRole('list'))
      .queryAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
  return { user, input, addButton, add, listedIngredients };
}

describe('the page', () => {
  it('shows the header with its icon and the product name', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chef Claude icon' })).toBeInTheDocument();
  });

  it('shows the heading, the input with its placeholder and the add button', () => {
    const { input } = setup();
    expect(
      screen.getByRole('heading', { name: 'Add at least four ingredients' }),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'e.g. oregano');
  });

  it('starts with no ingredient list, prompt or recipe', () => {
    setup();
    expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Chef Claude Recommends:' }),
    ).not.toBeInTheDocument();
  });
});

describe('adding ingredients', () => {
  it('shows the list with its heading after the first ingredient, and clears the input', async () => {
    const { add, input, listedIngredients } = setup();
    await add('oregano');
    expect(screen.getByRole('heading', { name: 'Ingredients on hand:' })).toBeInTheDocument();
    expect(listedIngredients()).toEqual(['oregano']);
    expect(input).toHaveValue('');
  });

  it('announces list changes politely', async () => {
    const { add } = setup();
    await add('oregano');
    expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite');
  });

  it('adds with Enter in the input', async () => {
    const { user, input, listedIngredients } = setup();
    await user.type(input, 'thyme{Enter}');
    expect(listedIngredients()).toEqual(['thyme']);
  });

  it('ignores empty input', async () => {
    const { add } = setup();
    await add('');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('ignores whitespace-only input', async () => {
    const { add, user, input } = setup();
    await add('   ');
    await user.type(input, '\t');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('ignores whitespace-only input without a message, as the spec says', async () => {
    const { add } = setup();
    await add('   ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a control character',
      'ric\u0000e',
      'an ingredient must not contain control characters or text-direction marks',
    ],
    [
      'a right-to-left override',
      '\u202eggge',
      'an ingredient must not contain control characters or text-direction marks',
    ],
    ['only zero-width characters', '\u200b\u200d', 'an ingredient must contain something visible'],
  ])('refuses %s with a visible message and keeps what was typed', async (_what, text, message) => {
    const { user, input, addButton } = setup();
    fireEvent.change(input, { target: { value: text } });
    await user.click(addButton);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveValue(text);
    expect(input).toHaveAccessibleDescription(new RegExp(message));
    expect(input).toBeInvalid();

    await user.type(input, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores the text untrimmed', async () => {
    const { add, listedIngredients } = setup();
    await add(' basil ');
    expect(listedIngredients()).toEqual([' basil ']);
  });

  it('allows duplicates and appends in order', async () => {
    const { add, listedIngredients } = setup();
    await add('salt', 'pepper', 'salt');
    expect(listedIngredients()).toEqual(['salt', 'pepper', 'salt']);
  });
});

describe('the recipe prompt', () => {
  it('is hidden with 3 ingredients', async () => {
    const { add } = setup();
    await add('a', 'b', 'c');
    expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).not.toBeInTheDocument();
  });

  it('is shown with 4 ingredients, inside the ingredient list section', async () => {
    const { add } = setup();
    await add('a', 'b', 'c', 'd');
    const section = screen.getByRole('region', { name: 'Ingredients on hand:' });
    expect(
      within(section).getByRole('heading', { name: 'Ready for a recipe?' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Generate a recipe from your list of ingredients.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Get a recipe' })).toBeEnabled();
  });
});

describe('asking for a recipe', () => {
  async function withPrompt() {
    const context = setup();
    await context.add(' eggs', 'spinach', 'feta', 'eggs');
    return context;
  }

  it('sends the ingredients exactly as typed', async () => {
    const { user } = await withPrompt();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(server.requests).toEqual([{ ingredients: [' eggs', 'spinach', 'feta', 'eggs'] }]);
  });

  it('shows that the chef is working until the first text arrives', async () => {
    const { user } = await withPrompt();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(recipeStatus()).toHaveTextContent('Chef Claude is writing your recipe…');
    // A busy region's changes wait for it to be done: the status is outside it.
    expect(recipeStatus().closest('[aria-busy="true"]')).toBeNull();
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: '## Green ' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Chef Claude Recommends:' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/writing your recipe/)).not.toBeInTheDocument();
  });

  it('says the chef is thinking while a reasoning model thinks, in the same status', async () => {
    const { user } = await withPrompt();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    const status = recipeStatus();
    server.send({ type: 'start', source: 'model', fallback: false }, { type: 'thinking' });
    await waitFor(() => expect(status).toHaveTextContent('Chef Claude is thinking…'));
    expect(recipeStatus()).toBe(status);
    server.send({ type: 'text-delta', text: '## Green ' });
    expect(
      await screen.findByRole('heading', { name: 'Chef Claude Recommends:' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Chef Claude is thinking…')).not.toBeInTheDocument();
  });

  it('renders the recipe from markdown as it streams, and scrolls to it once', async () => {
    const { user } = await withPrompt();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: '## Green ' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Green' })).toBeInTheDocument();
    server.send({ type: 'text-delta', text: 'Omelette\n\n- **eggs**\n' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Green Omelette' }),
    ).toBeInTheDocument();
    expect(screen.getByText('eggs', { selector: 'strong' })).toBeInTheDocument();
    const scrolls = vi.mocked(Element.prototype.scrollIntoView).mock.calls;
    expect(
      scrolls.filter(([options]) => typeof options === 'object' && options.block === 'start'),
    ).toEqual([[{ behavior: 'smooth', block: 'start' }]]);
  });

  it('jumps instead of scrolling smoothly when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { user } = await withPrompt();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.sendRecipe('## Calm dish');
    await screen.findByRole('heading', { name: 'Calm dish' });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'auto',
      block: 'start',
    });
  });

  it('renders all six heading levels, lists, emphasis and links', async () => {
    const { user } = await withPrompt();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.sendRecipe(
      '# H1\n## H2\n### H3\n#### H4\n##### H5\n###### H6\n\n1. one\n2. *two*\n\n[site](https://example.com)',
    );
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(await screen.findByRole('heading', { level, name: `H${level}` })).toBeInTheDocument();
    }
    expect(screen.getByText('two', { selector: 'em' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the current recipe when asked again, until the new one speaks in its place', async () => {
    const { user } = await withPrompt();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.sendRecipe('## First dish');
    const section = (await screen.findByRole('heading', { name: 'First dish' })).closest('section');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(screen.getByRole('heading', { name: 'First dish' })).toBeInTheDocument();
    expect(section).toHaveAttribute('aria-busy', 'true');
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: '## Second dish' },
    );
    expect(await screen.findByRole('heading', { name: 'Second dish' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'First dish' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chef Claude Recommends:' })).toBe(section);
  });

  it('never mixes two answers when asked again while writing', async () => {
    const { user } = await withPrompt();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: 'Old words' },
    );
    expect(await screen.findByText('Old words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(server.signals[0]?.aborted).toBe(true);
    server.sendRecipe('New words');
    expect(await screen.findByText('New words')).toBeInTheDocument();
    expect(screen.queryByText(/Old words/)).not.toBeInTheDocument();
  });

  it('notes a recipe from the built-in cookbook', async () => {
    const { user } = await withPrompt();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.send(
      { type: 'start', source: 'cookbook', fallback: false },
      { type: 'text-delta', text: '## Soup' },
    );
    expect(await screen.findByText(/built-in cookbook/)).toBeInTheDocument();
  });
});

describe('when the request fails', () => {
  it('logs the error, shows an alert and leaves the recipe unset', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { add, user } = setup();
    await add('a', 'b', 'c', 'd');
    server.failNext(502, {
      code: 'chef-unavailable',
      message: 'The chef is unavailable right now. Please try again.',
    });
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chef is unavailable right now.',
    );
    expect(consoleError).toHaveBeenCalled();
    expect(
      screen.queryByRole('heading', { name: 'Chef Claude Recommends:' }),
    ).not.toBeInTheDocument();
  });

  it('offers no Try again when trying again cannot help', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { add, user } = setup();
    await add('a', 'b', 'c', 'd');
    server.failNext(503, {
      code: 'quota-exhausted',
      message: 'The AI chef has used up its credits for now.',
      retryable: false,
    });
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI chef has used up its credits for now.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers the built-in cookbook when the AI chef failed before writing, and asks it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { add, user } = setup();
    await add('a', 'b', 'c', 'd');
    server.failNext(502, {
      code: 'model-unavailable',
      message: 'The AI chef is not set up correctly right now.',
      retryable: false,
      cookbookAvailable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The AI chef is not set up correctly right now.');
    await user.click(within(alert).getByRole('button', { name: 'Use the built-in cookbook' }));
    expect(server.requests[1]).toEqual({ ingredients: ['a', 'b', 'c', 'd'], chef: 'cookbook' });
    server.send(
      { type: 'start', source: 'cookbook', fallback: true },
      { type: 'text-delta', text: '## Soup' },
      { type: 'end' },
    );
    expect(
      await screen.findByText(
        'The AI chef was unavailable, so this recipe comes from our built-in cookbook.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no cookbook once the AI chef has written some of the recipe', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { add, user } = setup();
    await add('a', 'b', 'c', 'd');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: 'Half a recipe' },
      {
        type: 'error',
        error: { code: 'stream-broken', message: 'Interrupted.', cookbookAvailable: true },
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Interrupted.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use the built-in cookbook' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the partial text, marked as cut off, when the stream breaks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { add, user } = setup();
    await add('a', 'b', 'c', 'd');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: 'Half a recipe' },
    );
    server.close();
    expect(await screen.findByRole('alert')).toHaveTextContent(/connection to the chef was lost/);
    expect(screen.getByText('Half a recipe')).toBeInTheDocument();
    expect(screen.getByText(/cut off/)).toBeInTheDocument();
  });
});

describe('Reset', () => {
  it('empties the list and clears the recipe', async () => {
    const { add, user } = setup();
    await add('a', 'b', 'c', 'd');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.sendRecipe('## Dish');
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(
      screen.queryByRole('heading', { name: 'Chef Claude Recommends:' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('the contact card', () => {
  it('shows the avatar, full name, phone and email as links', () => {
    setup();
    expect(screen.getByRole('img', { name: /Portrait of/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rosalind Okonkwo-Vale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (555) 010-4273' })).toHaveAttribute(
      'href',
      'tel:+15550104273',
    );
    expect(screen.getByRole('link', { name: 'rosalind.vale@example.com' })).toHaveAttribute(
      'href',
      'mailto:rosalind.vale@example.com',
    );
  });

  it('starts as a favorite and flips with each click', async () => {
    const { user } = setup();
    const star = () => screen.getByRole('button', { name: /favorites$/ });
    const starFill = () => star().querySelector('path')?.getAttribute('fill');

    expect(star()).toHaveAccessibleName('Remove from favorites');
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(starFill()).toBe('currentColor');

    await user.click(star());
    expect(star()).toHaveAccessibleName('Add to favorites');
    expect(star()).toHaveAttribute('aria-pressed', 'false');
    expect(starFill()).toBe('none');

    await user.click(star());
    expect(star()).toHaveAccessibleName('Remove from favorites');
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(starFill()).toBe('currentColor');
  });
});
