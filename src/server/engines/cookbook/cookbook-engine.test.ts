import { describe, expect, it } from 'vitest';
import { chooseRecipe } from './choose-recipe.ts';
import { createCookbookEngine, writeCookbookRecipe } from './cookbook-engine.ts';
import { readPantry } from '../../kitchen/pantry.ts';
import { findIngredientLines } from '../../checks/find-ingredient-lines.ts';
import { randomPantries } from '../../../../tests/support/random-pantries.ts';
import { createCookbook } from './cookbook.ts';
import { testData, testKitchen, testCookbook } from '../../../../tests/support/test-kitchen.ts';

function expectWellFormed(markdown: string) {
  expect(markdown).toMatch(/^## [A-Z].+$/m);
  expect(markdown).toMatch(/^\*Serves \d+ · .+\*$/m);
  expect(markdown).toMatch(/^### Ingredients\n\n(- .+\n)+\n### Steps\n\n(\d+\. .+\n){2,}$/m);
}

describe('the built-in cookbook', () => {
  it('answers a pantry the same whatever was asked before it', () => {
    const fresh = () => createCookbook(testKitchen, testData.recipes);
    const ask = (cookbook: ReturnType<typeof fresh>, pantry: string[]) =>
      writeCookbookRecipe(cookbook, pantry, 0, ['vegan']).sections.join('');
    const pantry = ['chicken', 'rice', 'broccoli', 'soy sauce'];
    const afterAnother = fresh();
    // A formula recipe written for this pantry, with a base line the next one lacks.
    ask(afterAnother, ['egg noodles', 'beef', 'broccoli', 'oyster sauce']);
    expect(ask(afterAnother, pantry)).toBe(ask(fresh(), pantry));
  });

  it('writes an intro, a titled recipe, servings and time, ingredients with amounts and numbered steps', () => {
    const markdown = writeCookbookRecipe(testCookbook, [
      'eggs',
      'spinach',
      'feta',
      'onion',
    ]).sections.join('');
    expectWellFormed(markdown);
    expect(markdown).toContain('## Spinach and Feta Frittata');
    expect(markdown).toContain('- 6 eggs');
    expect(markdown.split('\n')[0]).toBe(
      'This one uses your **eggs**, **spinach**, **feta** and **onion**. You have everything else it needs apart from olive oil, salt and black pepper, which most kitchens have.',
    );
  });

  it('knows its ingredient lines as the checks would find them by parsing what it wrote', () => {
    const pantries = [['eggs', 'spinach', 'feta', 'onion'], ...randomPantries(300, 16)];
    for (const pantry of pantries) {
      for (const attempt of [0, 1, 2]) {
        const { sections, ingredientLines } = writeCookbookRecipe(testCookbook, pantry, attempt);
        expect(ingredientLines).toEqual(findIngredientLines(sections.join('')));
      }
    }
  }, 30_000);

  it('fits different pantries with different, fitting dishes', () => {
    const title = (typed: string[]) =>
      chooseRecipe(testCookbook, readPantry(testKitchen, typed)).recipe.title;
    expect(title(['banana', 'strawberries', 'milk', 'honey'])).toMatch(/Smoothie|Shake|Lassi/);
    expect(title(['chicken', 'broccoli', 'soy sauce', 'garlic', 'rice'])).toMatch(
      /Stir-Fry|Fried Rice/,
    );
    expect(title(['apples', 'flour', 'butter', 'sugar'])).toMatch(/Crumble|Cake|Pie|Muffin|Tart/);
  });

  it('tosses any filled pasta the visitor has in sage butter, never leaving it out', () => {
    for (const pasta of ['ravioli', 'tortellini', 'agnolotti', 'cappelletti', 'giovanni rana']) {
      const chosen = chooseRecipe(testCookbook, readPantry(testKitchen, [pasta, 'butter', 'sage']));
      expect(chosen.recipe.title, pasta).toBe('Ravioli with Sage Butter');
      expect(chosen.extras, pasta).toEqual([]);
    }
  });

  it('gives the same recipe for the same list, and another one when asked again', () => {
    const pantry = ['tomatoes', 'basil', 'garlic', 'mozzarella', 'pasta'];
    expect(writeCookbookRecipe(testCookbook, pantry)).toEqual(
      writeCookbookRecipe(testCookbook, [...pantry]),
    );
    const first = chooseRecipe(testCookbook, readPantry(testKitchen, pantry), 0).recipe.title;
    const second = chooseRecipe(testCookbook, readPantry(testKitchen, pantry), 1).recipe.title;
    expect(second).not.toBe(first);
  });

  it('prefers the recipe that uses more of the pantry and needs fewer extras', () => {
    const pantry = readPantry(testKitchen, ['tofu', 'broccoli', 'soy sauce', 'rice', 'ginger']);
    const best = chooseRecipe(testCookbook, pantry, 0);
    const later = chooseRecipe(testCookbook, pantry, 5);
    expect(best.used.length - best.extras.length).toBeGreaterThanOrEqual(
      later.used.length - later.extras.length,
    );
    expect(best.extras).toEqual([]);
  });

  it('never sends a cook without meat or fish to buy some, nor a plant-based cook for dairy', () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const plan = chooseRecipe(
        testCookbook,
        readPantry(testKitchen, ['chickpeas', 'spinach', 'onion', 'rice', 'tomatoes']),
        attempt,
      );
      expect(
        plan.extras.map((ingredient) => ingredient.diet),
        plan.recipe.title,
      ).not.toContain('meat');
      expect(
        plan.extras.map((ingredient) => ingredient.diet),
        plan.recipe.title,
      ).not.toContain('fish');
    }
    const plantBased = chooseRecipe(
      testCookbook,
      readPantry(testKitchen, ['tofu', 'spinach', 'onion', 'rice']),
    );
    expect(plantBased.extras.map((ingredient) => ingredient.diet)).not.toContain('vegetarian');
  });

  it('leaves out what it does not know, says so, and still answers', () => {
    const markdown = writeCookbookRecipe(testCookbook, [
      'xyzzy',
      '🍕',
      'eggs',
      'cheddar',
      'ham',
      '<b>bold</b>',
    ]).sections.join('');
    expectWellFormed(markdown);
    expect(markdown).toContain('I did not recognise “xyzzy”, “🍕” and “\\<b\\>bold\\</b\\>”');
  });

  it('names what it leaves out as the visitor wrote it: a dish with them, or with it', () => {
    const intro = (typed: string[], attempt: number) =>
      writeCookbookRecipe(testCookbook, typed, attempt).sections.join('');
    expect(intro(['tofu', 'rice', 'kimchi', 'eggs'], 1)).toContain(
      "It leaves out your kimchi and eggs; try 'Get another recipe' for a dish with them.",
    );
    expect(intro(['tofu', 'rice', 'kimchi', 'eggs'], 4)).toContain(
      "It leaves out your tofu; try 'Get another recipe' for a dish with it.",
    );
  });

  it('marks a line optional only for a visitor without it: their peas go into the pie', () => {
    const recipe = (typed: string[]) => writeCookbookRecipe(testCookbook, typed).sections.join('');
    const withPeas = recipe(['beef mince', 'onion', 'carrots', 'potatoes', 'peas']);
    expect(withPeas).toContain('## Cottage Pie');
    expect(withPeas).toMatch(/^- 150 g frozen peas$/m);
    expect(withPeas).toContain('stir in the peas');
    const withoutPeas = recipe(['beef mince', 'onion', 'carrots', 'potatoes']);
    expect(withoutPeas).toContain('## Cottage Pie');
    expect(withoutPeas).toMatch(/^- 150 g frozen peas \*\(optional\)\*$/m);
  });

  it('gives a dish for one whole things counted whole: one tomato, half an onion', () => {
    const omelette = writeCookbookRecipe(
      testCookbook,
      ['eggs', 'tomatoes', 'peppers', 'onion'],
      2,
    ).sections.join('');
    expect(omelette).toContain('## Tomato and Pepper Omelette');
    expect(omelette).toMatch(/^- 1 tomato, chopped$/m);
    expect(omelette).toMatch(/^- ½ onion, finely chopped$/m);
    expect(omelette).toContain('add the tomato and bell pepper');
  });

  it('says "your" of what the visitor typed without the article they typed with it', () => {
    const intro = (typed: string[]) =>
      writeCookbookRecipe(testCookbook, typed).sections.join('').split('\n')[0];
    expect(intro(['a bag of spinach', '250 g ricotta', 'lasagne sheets', 'passata'])).toContain(
      'This one uses your **bag of spinach**, **250 g ricotta**,',
    );
    expect(intro(['half an onion', '3 eggs', 'cheddar', 'peppers'])).toContain(
      'This one uses your **half onion**, **3 eggs**,',
    );
    expect(intro(['a few eggs', 'cheddar', 'an onion'])).toContain('your **a few eggs**');
  });

  it('sends the visitor to another recipe only for what one of the next few answers uses', () => {
    const intro = (typed: string[], attempt = 0) =>
      writeCookbookRecipe(testCookbook, typed, attempt).sections.join('').split('\n')[0];
    expect(intro(['eggs', 'cheese', 'jelly beans'])).toContain('It leaves out your jelly beans.');
    expect(intro(['eggs', 'cheese', 'jelly beans'])).not.toContain('Get another recipe');
    // Gravy granules go with chicken in no dish of the first few.
    expect(intro(['chicken', 'rice', 'gravy granules'])).toContain(
      'It leaves out your gravy granules.',
    );
    // The first answer takes all four; after it, the sausage buns that take the sauce and the
    // coleslaw come dozens of answers on.
    const sausages = ['sausages', 'BBQ sauce', 'potatoes', 'coleslaw'];
    for (const attempt of [1, 2])
      expect(intro(sausages, attempt)).toContain('It leaves out your BBQ sauce and coleslaw.');
    // Egg fried rice comes three answers after the tofu curry; no dish soon takes sauerkraut.
    expect(intro(['tofu', 'rice', 'sauerkraut', 'eggs'], 1)).toContain(
      'It leaves out your sauerkraut and eggs.',
    );
    expect(intro(['tofu', 'rice', 'sauerkraut', 'eggs'], 3)).toContain(
      "It leaves out your sauerkraut and eggs; try 'Get another recipe' for a dish with your eggs.",
    );
  });

  it('reads misspelt ingredients as what they most likely are, and says so', () => {
    const plan = chooseRecipe(
      testCookbook,
      readPantry(testKitchen, ['chiken', 'brocoli', 'garlik', 'soy sauce', 'rice']),
    );
    expect(plan.used.map((item) => item.ingredient.id)).toEqual(
      expect.arrayContaining(['chicken', 'broccoli']),
    );
    const markdown = writeCookbookRecipe(testCookbook, [
      'chiken',
      'brocoli',
      'garlik',
      'soy sauce',
      'rice',
    ]).sections.join('');
    expect(markdown).toContain('I read “chiken” as chicken');
    expect(markdown).not.toContain('did not recognise');
  });

  it('cooks the best dish from the rest when a need rules out an item, and says which and why', () => {
    const markdown = writeCookbookRecipe(
      testCookbook,
      ['chicken', 'rice', 'broccoli', 'soy sauce'],
      0,
      ['vegan'],
    ).sections.join('');
    expect(markdown).toContain('I left out your chicken (it is meat) to keep it vegan.');
    expect(markdown).toMatch(/uses your .*\*\*broccoli\*\*/);
    expect(markdown).not.toContain('Get another recipe');
  });

  it('says why it left out a plural item with they: your prawns (they contain crustaceans)', () => {
    const markdown = writeCookbookRecipe(testCookbook, ['prawns', 'rice', 'garlic'], 0, [
      'shellfish-free',
    ]).sections.join('');
    expect(markdown).toContain('I left out your prawns (they contain crustaceans)');
    const vegetarian = writeCookbookRecipe(
      testCookbook,
      ['spaghetti', 'pancetta', 'parmesan', 'eggs'],
      1,
      ['vegetarian'],
    ).sections.join('');
    expect(vegetarian).toContain('(it is made with animal rennet)');
  });

  it('gives no reason that only names the item again: your eggs, not (they contain eggs)', () => {
    const markdown = writeCookbookRecipe(testCookbook, ['eggs', 'milk', 'spinach', 'rice'], 0, [
      'egg-free',
      'dairy-free',
    ]).sections.join('');
    expect(markdown).toContain('I left out your eggs and milk to keep it dairy-free and egg-free.');
    const prawns = writeCookbookRecipe(testCookbook, ['prawns', 'rice', 'garlic'], 0, [
      'shellfish-free',
    ]).sections.join('');
    expect(prawns).toContain('I left out your prawns (they contain crustaceans)');
  });

  it('says how many more to get when the visitor listed fewer than a line asks', () => {
    const markdown = writeCookbookRecipe(testCookbook, [
      '100 g spaghetti',
      'pancetta',
      'parmesan',
      'eggs',
    ]).sections.join('');
    expect(markdown).toContain(
      'It uses 200 g spaghetti and you listed 100 g spaghetti, so get 100 g more.',
    );
  });

  it.each([
    [['chicken', 'peanut butter', 'soy sauce', 'rice', 'lime']],
    [['tofu', 'peanut butter', 'noodles', 'soy sauce', 'spring onions']],
    [['chicken thighs', 'peanut butter', 'coconut milk', 'rice']],
  ])('gives a satay-like pantry a dish that uses its peanut butter: %j', (typed) => {
    const plan = chooseRecipe(testCookbook, readPantry(testKitchen, typed));
    expect(plan.used.map((item) => item.typed)).toContain('peanut butter');
  });

  it('answers even when it knows none of the ingredients', () => {
    const markdown = writeCookbookRecipe(testCookbook, [
      'xyzzy',
      'plugh',
      'zork',
      'frobozz',
    ]).sections.join('');
    expectWellFormed(markdown);
    expect(markdown).toMatch(/^None of your ingredients fit a recipe I know/);
  });

  it('keeps the visitor’s text from turning into markdown', () => {
    const markdown = writeCookbookRecipe(testCookbook, [
      'eggs',
      'spinach',
      'feta',
      'onion\n## injected *heading*',
    ]).sections.join('');
    expect(markdown).not.toMatch(/^## injected/m);
    expect(markdown).toContain('onion \\#\\# injected \\*heading\\*');
  });

  it('streams the recipe as it was written, and stops when aborted', async () => {
    const engine = createCookbookEngine(testCookbook);
    const request = { ingredients: ['eggs', 'spinach', 'feta', 'onion'] };
    const pieces: string[] = [];
    await engine.writeRecipe(request, new AbortController().signal, (piece) => {
      if (piece.type === 'text') pieces.push(piece.text);
      return undefined;
    });
    expect(engine.source).toBe('cookbook');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(
      writeCookbookRecipe(testCookbook, request.ingredients).sections.join(''),
    );

    const controller = new AbortController();
    const received: unknown[] = [];
    await engine.writeRecipe(request, controller.signal, (piece) => {
      received.push(piece);
      controller.abort();
      return undefined;
    });
    expect(received).toHaveLength(1);
  });
});
