import { describe, expect, it } from 'vitest';
import { chooseRecipe } from './choose-recipe.ts';
import { readPantry } from '../../kitchen/pantry.ts';
import { rankRecipes } from './rank-recipes.ts';
import { shortOf } from './short-of.ts';
import { writeRecipeMarkdown } from './write-recipe-markdown.ts';
import { randomPantries } from '../../../../tests/support/random-pantries.ts';
import { testKitchen, testCookbook } from '../../../../tests/support/test-kitchen.ts';

const choose = (typed: string[], attempt = 0) =>
  chooseRecipe(testCookbook, readPantry(testKitchen, typed), attempt);
const usesAll = (typed: string[], keys: string[], attempt = 0) => {
  const plan = choose(typed, attempt);
  return keys.every((key) => plan.used.some((item) => item.typed === key));
};

describe('choosing a recipe', () => {
  it('cooks the beef slowly for a pantry of beef, vegetables and red wine, never without it', () => {
    const typed = ['beef', 'onion', 'carrot', 'potato', 'red wine'];
    const plan = choose(typed);
    expect(plan.recipe.title).toBe('Beef and Red Wine Stew with Potatoes');
    for (const attempt of [0, 1, 2]) expect(usesAll(typed, ['beef'], attempt)).toBe(true);
  });

  it('makes fried rice of prawns, rice and peas before a classic that sends them out for its pineapple', () => {
    const plan = choose(['prawns', 'rice', 'peas', 'eggs', 'soy sauce']);
    expect(plan.recipe.title).toBe('Prawn and Pea Fried Rice');
    expect(plan.extras).toEqual([]);
    expect(choose(['prawns', 'rice', 'peas', 'eggs', 'soy sauce'], 1).recipe.title).toBe(
      'Pineapple Fried Rice',
    );
  });

  it('makes quesadillas of baked beans, tortillas and cheese, buying nothing', () => {
    const plan = choose(['baked beans', 'tortillas', 'cheese']);
    expect(plan.used.map((item) => item.typed)).toEqual(['baked beans', 'tortillas', 'cheese']);
    expect(plan.extras).toEqual([]);
  });

  it('makes goulash of a goulash pantry, not a curry that buys curry powder', () => {
    const typed = ['beef', 'onions', 'paprika', 'peppers', 'tinned tomatoes', 'potatoes'];
    expect(choose(typed).recipe.title).toBe('Hungarian Beef Goulash');
  });

  it('makes chana saag of chickpeas, spinach and cumin, not a sweet potato curry that leaves the cumin out', () => {
    const typed = ['chickpeas', 'spinach', 'onion', 'garlic', 'cumin', 'tinned tomatoes'];
    const plan = choose(typed);
    expect(plan.recipe.title).toBe('Chana Saag');
    expect(plan.used.map((item) => item.typed)).toEqual(typed);
    expect(plan.extras.map((ingredient) => ingredient.id)).toEqual(['garam masala']);
  });

  it('roasts sausages, potatoes and onions in a traybake buying nothing, and with gravy makes sausages and mash', () => {
    const plan = choose(['sausages', 'onions', 'potatoes']);
    expect(plan.recipe.title).toBe('Sausage, Potato and Onion Traybake');
    expect(plan.used.map((item) => item.typed)).toEqual(['sausages', 'onions', 'potatoes']);
    expect(plan.extras).toEqual([]);
    expect(choose(['sausages', 'potatoes', 'onions', 'gravy granules']).recipe.title).toBe(
      'Sausages and Mash with Onion Gravy',
    );
  });

  it('makes a pea risotto of arborio rice, peas, parmesan and stock before a thin pea soup', () => {
    const typed = ['arborio rice', 'peas', 'parmesan', 'stock'];
    expect(choose(typed).recipe.title).toBe('Pea Risotto');
    expect(choose(typed).extras).toEqual([]);
    expect(choose(typed, 1).recipe.title).toBe('Pea Soup');
  });

  it('uses both salmon and potatoes rather than buying pasta and dropping the potatoes', () => {
    const typed = ['salmon', 'potatoes', 'dill', 'lemon', 'cream'];
    for (const attempt of [0, 1, 2]) {
      const plan = choose(typed, attempt);
      expect(usesAll(typed, ['salmon', 'potatoes'], attempt), plan.recipe.title).toBe(true);
      expect(plan.extras.map((ingredient) => ingredient.id)).not.toContain('pasta');
    }
  });

  it('makes the dill sauce for the salmon of the visitor’s cream or crème fraîche, buying neither', () => {
    for (const cream of ['cream', 'double cream', 'crème fraîche']) {
      const plan = choose(['salmon', 'potatoes', 'dill', 'lemon', cream]);
      expect(plan.recipe.title, cream).toBe('Pan-Fried Salmon with Crushed New Potatoes and Dill');
      expect(
        plan.used.map((item) => item.typed),
        cream,
      ).toContain(cream);
      expect(
        plan.extras.map((ingredient) => ingredient.id),
        cream,
      ).toEqual(['butter', 'spring onion']);
    }
  });

  it('makes smoked salmon and potatoes into a dish with both before a salad that leaves the potatoes', () => {
    const typed = ['smoked salmon', 'potatoes', 'lemon', 'dill'];
    expect(choose(typed).recipe.title).toBe('Smoked Salmon and Potato Salad');
    for (const attempt of [0, 1])
      expect(usesAll(typed, ['smoked salmon', 'potatoes'], attempt), String(attempt)).toBe(true);
  });

  it('roasts potatoes with the garlic and rosemary the visitor typed, never leaving the garlic out', () => {
    const plan = choose(['potatoes', 'garlic', 'rosemary']);
    expect(plan.recipe.title).toBe('Garlic and Rosemary Roast Potatoes');
    expect(plan.used.map((item) => item.typed)).toEqual(['potatoes', 'garlic', 'rosemary']);
    expect(plan.extras).toEqual([]);
    expect(choose(['potatoes', 'cream', 'garlic', 'cheese']).recipe.title).toBe(
      'Gratin Dauphinois',
    );
  });

  it.each([
    [['kimchi', 'rice', 'eggs'], 'Kimchi Fried Rice'],
    [['bbq sauce', 'chicken thighs', 'potatoes'], 'BBQ Chicken and Potato Traybake'],
    [['horseradish', 'beef', 'potatoes'], 'Steak with Horseradish Cream and Crushed Potatoes'],
    [['sausages', 'bbq sauce', 'coleslaw'], 'BBQ Sausage Buns with Coleslaw'],
    [
      ['sausages', 'BBQ sauce', 'potatoes', 'coleslaw'],
      'Sticky BBQ Sausages with Potato Wedges and Coleslaw',
    ],
    [['chicken', 'passata', 'garam masala', 'butter', 'cream'], 'Butter Chicken'],
    [['tortilla chips', 'passata', 'eggs'], 'Chilaquiles'],
    [
      ['leftover roast beef', 'horseradish', 'bread', 'rocket'],
      'Roast Beef and Horseradish Sandwiches',
    ],
  ])('cooks %j into a dish that uses all of them', (typed, title) => {
    const plan = choose(typed);
    expect(plan.recipe.title).toBe(title);
    expect(plan.used.map((item) => item.typed)).toEqual(typed);
  });

  it('makes pancakes or crêpes of eggs, flour and milk before a dish that buys its cheese', () => {
    for (const typed of [
      ['eggs', 'flour', 'milk'],
      ['eggs', 'flour', 'milk', 'biscuits'],
    ]) {
      const titles = [0, 1].map((attempt) => choose(typed, attempt).recipe.title);
      expect(titles).toEqual(['Fluffy Pancakes', 'Lemon and Sugar Crêpes']);
    }
  });

  it('bakes with the lemons, not crêpes that buy their flour and milk', () => {
    expect(choose(['lemons', 'eggs', 'sugar', 'butter']).recipe.category).not.toBe('breakfast');
  });

  it('puts the bananas in the pancakes, never plain pancakes beside them', () => {
    const titles = [0, 1, 2].map(
      (attempt) => choose(['bananas', 'flour', 'eggs', 'sugar', 'butter'], attempt).recipe.title,
    );
    expect(titles).not.toContain('Fluffy Pancakes');
  });

  it('bakes an apple pie or crumble from apples, flour, butter and sugar', () => {
    const titles = [0, 1].map(
      (attempt) => choose(['apples', 'flour', 'butter', 'sugar'], attempt).recipe.title,
    );
    expect(titles).toEqual(['Apple Pie', 'Apple Crumble']);
  });

  it('prefers a named classic that uses the key items to a formula', () => {
    expect(choose(['smoked haddock', 'rice', 'eggs', 'curry powder', 'onion']).recipe.title).toBe(
      'Kedgeree',
    );
    expect(choose(['eggs', 'spaghetti', 'pancetta', 'parmesan']).recipe.title).toBe(
      'Spaghetti Carbonara',
    );
    expect(choose(['smoked haddock', 'potatoes', 'milk', 'leeks']).recipe.fromCookbook).toBe(true);
  });

  it('never drops a listed protein for a recipe that does not use one', () => {
    for (const typed of randomPantries(100, 7)) {
      const pantry = readPantry(testKitchen, typed);
      const proteins = [...pantry.known.values()].filter(
        (item) => item.ingredient.role === 'protein',
      );
      if (proteins.length === 0) continue;
      const plan = chooseRecipe(testCookbook, pantry);
      expect(
        plan.used.some((item) => item.ingredient.role === 'protein'),
        `${typed.join(', ')} → ${plan.recipe.title}`,
      ).toBe(true);
    }
  });

  it('never buys a main while leaving one of the same kind out, for three attempts', () => {
    for (const typed of randomPantries(60, 11)) {
      const pantry = readPantry(testKitchen, typed);
      for (const attempt of [0, 1, 2]) {
        const plan = chooseRecipe(testCookbook, pantry, attempt);
        expect(plan.buysAMainInstead, `${typed.join(', ')} → ${plan.recipe.title}`).toBe(false);
      }
    }
  });

  it('builds the first three answers to a big fridge on its chicken, never on its bacon alone', () => {
    const typed = [
      'chicken',
      'bacon',
      'mushrooms',
      'onion',
      'carrots',
      'potatoes',
      'cream',
      'thyme',
      'garlic',
      'leeks',
      'peas',
      'stock',
    ];
    for (const attempt of [0, 1, 2]) {
      const plan = choose(typed, attempt);
      expect(usesAll(typed, ['chicken'], attempt), plan.recipe.title).toBe(true);
    }
  });

  it('builds the first three answers to mince and kidney beans on the mince', () => {
    const typed = ['mince', 'kidney beans', 'chilli powder', 'onion', 'tinned tomatoes', 'rice'];
    for (const attempt of [0, 1, 2]) {
      const plan = choose(typed, attempt);
      expect(usesAll(typed, ['mince'], attempt), plan.recipe.title).toBe(true);
    }
  });

  it('makes the fry-up with the breakfast meat the visitor has, never buying the other', () => {
    for (const [meat, other, title] of [
      ['bacon', 'sausage', 'Bacon and Egg Fry-Up'],
      ['sausages', 'bacon', 'Sausage and Egg Fry-Up'],
    ] as const) {
      const plan = choose([meat, 'eggs', 'bread', 'tomatoes', 'mushrooms']);
      expect(plan.recipe.title, 'titled for the meat they cook').toBe(title);
      expect(plan.extras.map((ingredient) => ingredient.id)).not.toContain(other);
      const line = plan.recipe.lines.find((one) => one.ingredient.id === other);
      expect(line?.optional, `${other} shown as optional`).toBe(true);
      const steps = plan.recipe.steps.join('\n');
      expect(steps, 'the other meat cooked if using').toContain(
        `${line?.ingredient.name}, if using,`,
      );
      expect(steps, 'their own meat cooked plainly').not.toContain(`${meat}, if using`);
      expect(steps).toContain(`Fry the ${meat} for`);
    }
    const both = choose(['bacon', 'sausages', 'eggs', 'bread', 'tomatoes', 'mushrooms']);
    const meats = both.recipe.lines.filter((line) =>
      ['sausage', 'bacon'].includes(line.ingredient.id),
    );
    expect(meats.map((line) => line.optional)).toEqual([false, false]);
    expect(both.recipe.steps.join('\n'), 'both meats they have cooked plainly').not.toMatch(
      /\b(?:sausages|bacon), if using/,
    );
    expect(both.recipe.title).toBe('Sausage, Bacon and Egg Fry-Up');
    // With neither, both are to buy and the title names both.
    expect(
      choose(['eggs', 'bread', 'tomatoes', 'mushrooms', 'butter'], 0).recipe.title,
    ).not.toMatch(/^(?:Bacon|Sausage) and Egg Fry-Up$/);
  });

  it('never puts sweets eaten as they come on pancakes: jelly beans and milk make a drink', () => {
    for (const attempt of [0, 1, 2]) {
      const plan = choose(['jelly beans', 'milk'], attempt);
      expect(plan.recipe.title).not.toMatch(/Jelly Bean/);
      expect(plan.used.map((item) => item.typed)).toEqual(['milk']);
    }
  });

  it('keeps baked beans to toast, the fry-up, a jacket potato and quesadillas, never a pasta, salad or soup', () => {
    expect(choose(['baked beans', 'potatoes']).recipe.title).toBe(
      'Jacket Potatoes with Baked Beans',
    );
    for (const typed of [
      ['baked beans', 'pasta'],
      ['baked beans', 'lemon', 'rice'],
      ['baked beans', 'onion', 'stock'],
    ]) {
      for (const attempt of [0, 1, 2]) {
        const plan = choose(typed, attempt);
        if (!plan.used.some((item) => item.typed === 'baked beans')) continue;
        expect(plan.recipe.title, typed.join(', ')).toMatch(
          /Toast|Fry-Up|Jacket|Quesadillas|Beans\b/,
        );
      }
    }
  });

  it('warms the baked beans of a fry-up for a visitor who typed beans', () => {
    const plan = choose(['sausages', 'eggs', 'bread', 'beans']);
    expect(plan.recipe.title).toBe('Sausage and Egg Fry-Up');
    expect(plan.used.map((item) => item.typed)).toEqual(['sausages', 'eggs', 'bread', 'beans']);
    expect(plan.recipe.steps.join(' ')).toContain('Warm the baked beans in a small pan');
  });

  it('makes spaghetti, tinned tomatoes, garlic and basil into a tomato sauce that uses all four', () => {
    const typed = ['spaghetti', 'tinned tomatoes', 'garlic', 'basil'];
    const plan = choose(typed);
    expect(plan.used.map((item) => item.typed)).toEqual(typed);
    expect(plan.extras).toEqual([]);
  });

  it('never sends a visitor out for fresh tomatoes while their tins wait', () => {
    const typed = ['spaghetti', 'tinned tomatoes', 'garlic', 'basil'];
    const ranked = rankRecipes(
      testCookbook,
      readPantry(testKitchen, typed),
      Number.POSITIVE_INFINITY,
    );
    const scoreOf = (title: string) =>
      ranked.find((weighing) => weighing.recipe.title === title)?.score ?? Number.NaN;
    expect(scoreOf('Spaghetti with Fresh Tomatoes and Basil')).toBeLessThan(
      scoreOf('Spaghetti with Tomato Butter Sauce'),
    );
    for (const attempt of [0, 1, 2]) {
      const plan = choose(typed, attempt);
      expect(
        plan.extras.map((one) => one.id),
        plan.recipe.title,
      ).not.toContain('tomato');
    }
  });

  it('stews lamb shoulder with the visitor’s onions, carrots and lentils rather than buying a dozen spices', () => {
    const typed = ['lamb shoulder', 'onions', 'carrots', 'lentils'];
    const plan = choose(typed);
    expect(plan.used.map((item) => item.typed)).toEqual(typed);
    expect(plan.extras.length).toBeLessThanOrEqual(1);
  });

  it('never sends the visitor out for a stock the recipe lets water stand in for', () => {
    const typed = ['lamb shoulder', 'garlic', 'rosemary', 'potatoes', 'onions'];
    const lamb = choose(typed);
    expect(lamb.recipe.lines.map((line) => line.text)).toContain('300 ml chicken stock or water');
    expect(lamb.extras.map((ingredient) => ingredient.id)).not.toContain('chicken stock');
  });

  it('offers a chilli pantry dishes it can cook with little bought: the bean rice buys only rice', () => {
    const typed = [
      'kidney beans',
      'beef mince',
      'onion',
      'tinned tomatoes',
      'chilli powder',
      'garlic',
    ];
    const plans = [0, 1, 2].map((attempt) => choose(typed, attempt));
    const rice = plans.find((plan) => plan.recipe.title === 'Chilli Beef and Bean Rice');
    expect(rice?.extras.map((ingredient) => ingredient.id)).toEqual(['rice']);
    for (const plan of plans) {
      expect(plan.extras.length, plan.recipe.title).toBeLessThanOrEqual(3);
      const used = plan.used.map((item) => item.typed);
      expect(used, plan.recipe.title).toEqual(
        expect.arrayContaining(['kidney beans', 'beef mince']),
      );
    }
  });

  it('makes chili con carne of a chilli pantry without garlic or peppers, before burritos', () => {
    const typed = ['beef mince', 'kidney beans', 'onion', 'chilli powder', 'tinned tomatoes'];
    const chilli = choose(typed);
    expect(chilli.recipe.title).toBe('Chili con Carne');
    expect(chilli.extras.map((ingredient) => ingredient.id)).toEqual(['garlic', 'cumin']);
    const titles = [0, 1, 2].map((attempt) => choose([...typed, 'rice'], attempt).recipe.title);
    expect(titles.indexOf('Chili con Carne')).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf('Chili con Carne')).toBeLessThan(
      titles.indexOf('Beef and Bean Burritos'),
    );
  });

  it('makes a cottage or shepherd’s pie of mince, onion, carrots, potatoes and peas, peas stirred in', () => {
    for (const [mince, pie] of [
      ['beef mince', 'Cottage Pie'],
      ['lamb mince', "Shepherd's Pie"],
    ] as const) {
      const plan = choose([mince, 'onion', 'carrots', 'potatoes', 'peas']);
      expect(plan.recipe.title).toBe(pie);
      expect(plan.unused).toEqual([]);
      expect(plan.recipe.steps.join(' ')).toMatch(/the peas and season/);
      const withoutPeas = choose([mince, 'onion', 'carrots', 'potatoes']);
      expect(withoutPeas.recipe.title).toBe(pie);
      expect(withoutPeas.recipe.steps.join(' ')).toMatch(/the peas, if using, and season/);
    }
  });

  it('names the cut the visitor typed: thighs stay thighs, a whole chicken is roasted', () => {
    const thighs = choose(['chicken thighs', 'rice', 'broccoli', 'soy sauce']);
    const thighLine = thighs.recipe.lines.find((line) => line.ingredient.id.startsWith('chicken'));
    expect(thighLine?.text).toMatch(/thighs/);
    const whole = choose(['whole chicken', 'lemon', 'garlic', 'thyme', 'potatoes']);
    expect(whole.recipe.category).toBe('roast');
    const leftovers = choose(['leftover roast chicken', 'rice', 'peas', 'soy sauce', 'eggs']);
    expect(leftovers.recipe.lines.map((line) => line.text)).toContain(
      '250 g cooked chicken, shredded',
    );
  });

  it('labels a recipe vegan or vegetarian only from what goes into it', () => {
    const vegan = writeRecipeMarkdown(choose(['tofu', 'rice noodles', 'pak choi', 'soy sauce']));
    expect(vegan.sections.join('')).toMatch(/· Vegan\*/);
    const padThai = writeRecipeMarkdown(choose(['rice noodles', 'prawns', 'beansprouts', 'eggs']));
    expect(padThai.sections.join('')).not.toMatch(/Vegan|Vegetarian/);
  });

  it('labels no recipe vegetarian whose chicken stock the visitor’s stock is, and one with its vegetable stock', () => {
    const typed = ['mushrooms', 'arborio rice', 'parmesan', 'stock', 'onion'];
    const milanese = choose(typed, 2);
    expect(milanese.recipe.title).toBe('Risotto alla Milanese');
    expect(milanese.used.map((item) => item.typed)).toContain('stock');
    expect(writeRecipeMarkdown(milanese).sections.join('')).not.toMatch(/Vegan|Vegetarian/);
    const gratin = writeRecipeMarkdown(choose(['leeks', 'potatoes', 'stock', 'cream']));
    expect(gratin.sections.join('')).toMatch(/· Vegetarian\*[\s\S]*- 150 ml vegetable stock\n/);
  });

  it('gives the same answer for the same list and another one for each further attempt', () => {
    const typed = ['chicken thighs', 'garlic', 'lemon', 'rosemary', 'potatoes'];
    expect(choose(typed).recipe.title).toBe(choose([...typed]).recipe.title);
    const titles = [0, 1, 2, 3].map((attempt) => choose(typed, attempt).recipe.title);
    expect(new Set(titles).size).toBe(4);
  });

  it('ranks the first few exactly as the whole ranking does, weighing far fewer recipes', () => {
    for (const typed of randomPantries(60, 3)) {
      const pantry = readPantry(testKitchen, typed);
      const whole = rankRecipes(testCookbook, pantry).map((weighing) => weighing.recipe.title);
      const firstThree = rankRecipes(testCookbook, pantry, 3).map(
        (weighing) => weighing.recipe.title,
      );
      expect(firstThree.slice(0, 3), typed.join(', ')).toEqual(whole.slice(0, 3));
    }
  });

  it('breaks a tie on score by title when it stops early, though the best it bounds is summed in another order', () => {
    // A grain bowl and a rice salad score the same, a sum that the bound, added up in another
    // order, would come a hair under.
    const pantry = readPantry(testKitchen, [
      'butter',
      'feta',
      'rice',
      'lime',
      'kale',
      'paprika',
      'celery',
      'tomatoes',
      'flour',
    ]);
    const titles = (enough?: number) =>
      rankRecipes(testCookbook, pantry, enough, ['vegetarian']).map(({ recipe }) => recipe.title);
    expect(titles(1)[0]).toBe('Rice and Celery Salad');
    expect(titles()[0]).toBe('Rice and Celery Salad');
  });

  it('finds, for every ingredient in the catalogue not served as it is, a pantry with it whose recipe uses it', () => {
    const partners = [
      [],
      ['chicken thighs'],
      ['sausages'],
      ['eggs'],
      ['potatoes'],
      ['pasta'],
      ['pasta', 'mushrooms'],
      ['flour', 'butter', 'sugar'],
      ['flour', 'sugar', 'apples'],
      ['rice'],
      ['oats', 'banana'],
    ];
    const unused = testKitchen.ingredients
      .filter((ingredient) => !ingredient.staple && !ingredient.servedAsIs)
      .filter(
        (ingredient) =>
          !partners.some((partner) =>
            choose([ingredient.id, ...partner]).used.some((item) => item.ingredient === ingredient),
          ),
      )
      .map((ingredient) => ingredient.id);
    expect(unused).toEqual([]);
  });
});

describe('amounts the visitor typed', () => {
  const leekLines = (plan: ReturnType<typeof choose>) =>
    plan.recipe.lines.filter((line) => line.ingredient.id === 'leek').map((line) => line.text);

  it('gives 3 eggs a dish of no more than 3 eggs before a six-egg frittata', () => {
    const typed = ['half an onion', '3 eggs', 'cheddar', 'peppers'];
    const plan = choose(typed);
    expect(plan.used.map((item) => item.typed)).toContain('3 eggs');
    expect(shortOf(plan), plan.recipe.title).toEqual([]);
    const frittata = [1, 2, 3]
      .map((attempt) => choose(typed, attempt))
      .find((later) => later.recipe.title === 'Pepper and Cheddar Frittata');
    expect(frittata && shortOf(frittata)).toEqual([{ line: '6 eggs', typed: '3 eggs', more: '3' }]);
  });

  it('puts all 3 leeks into each of the first three dishes, not one leek for four', () => {
    for (const attempt of [0, 1, 2]) {
      const plan = choose(['3 leeks', 'potatoes', 'stock', 'cream'], attempt);
      expect(leekLines(plan), plan.recipe.title).toEqual([expect.stringMatching(/^3 leeks\b/)]);
    }
  });

  it('cooks as before when no amounts are typed', () => {
    const eggs = choose(['eggs', 'cheddar', 'peppers', 'onion']);
    expect(eggs.recipe.title).toBe('Pepper and Cheddar Frittata');
    expect(shortOf(eggs)).toEqual([]);
    const soup = choose(['leeks', 'potatoes', 'stock', 'cream'], 1);
    expect(leekLines(soup)).toEqual(['1 leek, washed and sliced']);
  });
});
