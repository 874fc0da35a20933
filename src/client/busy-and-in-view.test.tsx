import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { recipeStatus, renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

const getRecipe = () => screen.getByRole('button', { name: 'Get a recipe' });

/** The elements brought into view with the least scrolling, in turn. */
function broughtIntoView() {
  const { calls, contexts } = vi.mocked(Element.prototype.scrollIntoView).mock;
  return contexts.filter(
    (_, index) => (calls[index]?.[0] as ScrollIntoViewOptions | undefined)?.block === 'nearest',
  );
}

async function asked() {
  const context = renderApp();
  await context.add('eggs', 'rice', 'peas', 'leeks');
  await context.user.click(getRecipe());
  return context;
}

describe('Get a recipe', () => {
  it('shows at once that it is busy, keeping its name, until the first words', async () => {
    await asked();
    expect(getRecipe()).toHaveAttribute('aria-busy', 'true');
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: '## Fried Rice' },
    );
    await screen.findByRole('heading', { name: 'Fried Rice' });
    expect(getRecipe()).not.toHaveAttribute('aria-busy');
  });

  it('brings the status, with Cancel, into view', async () => {
    await asked();
    expect(broughtIntoView()).toEqual([recipeStatus().parentElement]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'smooth',
      block: 'nearest',
    });
  });

  it('brings it into view without motion when the visitor prefers less', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    await asked();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'auto',
      block: 'nearest',
    });
  });

  it('brings an alert into view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { add, user } = renderApp();
    await add('eggs', 'rice', 'peas', 'leeks');
    server.failNext(503, { code: 'model-unavailable', message: 'The AI chef is busy.' });
    await user.click(getRecipe());
    const alert = await screen.findByRole('alert');
    expect(broughtIntoView()).toContain(alert.parentElement);
  });
});

describe('Get another recipe', () => {
  it('shows it is busy, in place, with the recipe kept and not scrolled to again', async () => {
    const { user } = await asked();
    server.sendRecipe('## Fried Rice');
    const another = await screen.findByRole('button', { name: 'Get another recipe' });
    const section = screen.getByRole('region', { name: 'Chef Claude Recommends:' });
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
    await user.click(another);
    expect(another).toHaveAttribute('aria-busy', 'true');
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(recipeStatus()).toHaveTextContent('Chef Claude is writing your recipe…');
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: '## Pea Risotto' },
    );
    await screen.findByRole('heading', { name: 'Pea Risotto' });
    expect(screen.getByRole('region', { name: 'Chef Claude Recommends:' })).toBe(section);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('Cancel puts the recipe back as it was, with the focus on Get another recipe', async () => {
    const { user } = await asked();
    server.sendRecipe('## Fried Rice');
    await user.click(await screen.findByRole('button', { name: 'Get another recipe' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Fried Rice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get another recipe' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Get another recipe' })).not.toHaveAttribute(
      'aria-busy',
    );
    expect(recipeStatus()).toHaveTextContent('Stopped');
  });
});
