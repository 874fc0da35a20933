import { describe, expect, it } from 'vitest';
import type { Formula } from './formula.ts';
import { formulas } from './formulas.ts';
import { placesFor } from './fill-formula.ts';
import { readPantry } from '../../kitchen/pantry.ts';
import { planFor, weighRecipe } from './weigh-recipe.ts';
import { writeRecipeMarkdown } from './write-recipe-markdown.ts';
import { findAnswerFaults } from '../../../../tests/support/answer-faults.ts';
import { testKitchen, testCookbook } from '../../../../tests/support/test-kitchen.ts';

const formula = (dish: string): Formula => {
  const found = formulas.find((one) => one.dish === dish);
  if (!found) throw new Error(`no formula '${dish}'`);
  return found;
};

/** The formula's recipe for the list, or a failure naming the list. */
function fill(dish: string, typed: string[]) {
  const recipe = testCookbook.formulas.fill(formula(dish), readPantry(testKitchen, typed));
  if (!recipe) throw new Error(`${dish} wrote nothing for ${typed.join(', ')}`);
  return recipe;
}

const stepsOf = (dish: string, typed: string[]) => fill(dish, typed).steps.join(' ');
const listOf = (dish: string, typed: string[]) =>
  fill(dish, typed)
    .lines.map((line) => line.text)
    .join('\n');

describe('the formulas', () => {
  it('are at least twelve different dishes', () => {
    expect(new Set(formulas.map((one) => one.dish)).size).toBeGreaterThanOrEqual(12);
  });

  it.each(formulas.map((one) => [one.dish, one] as const))(
    '%s bases name only catalogue ingredients',
    (_, one) => {
      for (const base of Object.values(one.base)) {
        for (const id of base.anyOf) expect(() => testKitchen.ingredientById(id)).not.toThrow();
      }
    },
  );

  // Every ingredient each formula takes, alone and beside a few everyday ones: the steps cook
  // everything on the list the way it needs and nothing that is not on it.
  it(
    'cook every ingredient they take, and only what is listed, the way it needs',
    {
      timeout: 60_000,
    },
    () => {
      const partners = ['', 'chicken thighs', 'potatoes', 'spinach', 'bacon'];
      const faults: string[] = [];
      let written = 0;
      for (const one of formulas) {
        for (const ingredient of testKitchen.ingredients) {
          if (ingredient.staple) continue;
          for (const partner of partners) {
            const pantry = readPantry(
              testKitchen,
              partner ? [ingredient.id, partner] : [ingredient.id],
            );
            const recipe = testCookbook.formulas.fill(one, pantry);
            if (!recipe?.lines.some((line) => line.ingredient === ingredient)) continue;
            written += 1;
            const plan = planFor(weighRecipe(recipe, pantry), pantry);
            for (const fault of findAnswerFaults(
              plan,
              writeRecipeMarkdown(plan).sections.join(''),
            )) {
              faults.push(`${recipe.title} (${ingredient.id}, ${partner}): ${fault}`);
            }
          }
        }
      }
      expect(written).toBeGreaterThan(5000);
      expect(faults.slice(0, 20)).toEqual([]);
    },
  );

  it('never cut peas, beans or mince, and drain tinned beans', () => {
    expect(stepsOf('Stir-Fry', ['peas', 'chickpeas', 'soy sauce'])).not.toMatch(
      /bite-sized|strips|diced|chunks/,
    );
    expect(listOf('Curry', ['chickpeas', 'onion'])).toMatch(
      /chickpeas \(400 g each\), drained and rinsed/,
    );
    expect(listOf('Pasta', ['beef mince', 'pasta'])).not.toMatch(/mince.*(strips|pieces)/);
    expect(stepsOf('Pasta', ['beef mince', 'pasta'])).toMatch(
      /brown the beef mince .* breaking it up with a wooden spoon, until no pink remains/,
    );
  });

  it('slice a seared tuna steak onto a stir-fry, never toss it in the pan again', () => {
    const steps = stepsOf('Stir-Fry', ['tuna steaks', 'rice', 'soy sauce', 'ginger']);
    expect(steps).toContain(
      'still pink in the middle; lift out, rest for a minute and slice thickly',
    );
    expect(steps).not.toContain('Return the tuna steaks');
    expect(steps).toContain('Serve over the rice with the tuna steaks on top.');
    expect(stepsOf('Stir-Fry', ['prawns', 'rice', 'soy sauce'])).toContain('Return the prawns');
  });

  it('roast broccoli, courgettes, green beans and asparagus for the last 15 to 20 minutes of a traybake, not the whole 40', () => {
    expect(stepsOf('Traybake', ['salmon', 'potatoes', 'broccoli'])).toMatch(
      /Roast for 28 minutes\. Turn the vegetables, add the broccoli, nestle the salmon among them.* 12 to 17 minutes more/,
    );
    expect(stepsOf('Traybake', ['chicken legs', 'asparagus'])).toMatch(
      /roast for 25 minutes\. Toss the asparagus with the rest of the oil, salt and pepper\. Turn the chicken drumsticks, add the asparagus and roast for 15 to 20 minutes more/,
    );
    const vegetablesOnly = stepsOf('Traybake', ['potatoes', 'courgette']);
    expect(vegetablesOnly).toMatch(
      /Roast for 25 minutes\. Turn the vegetables, add the courgettes and roast for 15 to 20/,
    );
    expect(stepsOf('Traybake', ['cherry tomatoes', 'potatoes', 'peppers'])).toMatch(
      /\bToss the potatoes and peppers with .* Roast for 25 minutes\. Turn the vegetables, add the cherry tomatoes and roast for 15 to 20 minutes more\b/,
    );
  });

  it('simmer broad beans, green beans and broccoli in a soup for its last minutes, never 20', () => {
    const beans = fill('Soup', ['broad beans', 'potatoes', 'onion', 'stock']).steps;
    expect(beans).toContain(
      'Pour in the stock, bring to the boil, then simmer for 20 minutes, until the vegetables are tender.',
    );
    expect(beans).toContain(
      'Add the broad beans and simmer for 4 to 5 minutes, until just tender.',
    );
    expect(beans.join(' ')).not.toMatch(/\bAdd the broad beans and potatoes and stir\b/);
    expect(stepsOf('Soup', ['broad beans', 'onion', 'stock'])).toMatch(
      /\bPour in the stock and bring to the boil\. Add the broad beans and simmer for 4 to 5 minutes\b/,
    );
    expect(stepsOf('Soup', ['green beans', 'small pasta', 'stock'])).toMatch(
      /\badding the green beans for the last 5 minutes\b/,
    );
  });

  it('soften garlic and onions and never roast them chopped', () => {
    const traybake = fill('Traybake', ['potatoes', 'garlic', 'onion', 'sausages']);
    expect(traybake.lines.map((line) => line.text)).toContain(
      '2 cloves garlic, left whole in their skins',
    );
    expect(traybake.lines.map((line) => line.text)).toContain('1 onion, in wedges');
  });

  it('soften the onion as the oil heats when nothing was browned first, never starting a step with Then', () => {
    const curry = fill('Curry', ['chickpeas', 'onion', 'curry powder', 'tinned tomatoes']);
    expect(curry.steps[0]).toBe(
      'Heat the oil in a large heavy pan over a medium heat and soften the onion for 5 minutes.',
    );
    const frittata = fill('Frittata', ['eggs', 'spinach', 'feta', 'onion']);
    const tacos = fill('Tacos', ['tortillas', 'kidney beans', 'onion', 'cumin']);
    for (const { steps } of [curry, frittata, tacos])
      expect(steps.filter((step) => step.startsWith('Then'))).toEqual([]);
    const browned = fill('Curry', ['chicken thighs', 'onion', 'curry powder', 'tinned tomatoes']);
    expect(browned.steps.join(' ')).toContain('Lower the heat and soften the onion');
  });

  it('take half a portion for two into a dish for one', () => {
    const omelette = fill('Omelette', ['eggs', 'peppers', 'cheddar', 'olive oil']);
    expect(omelette.lines.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        '3 eggs',
        '1 bell pepper, sliced',
        '50 g cheddar, grated',
        '1 tbsp olive oil',
      ]),
    );
    // Half of each aromatic for two: half an onion, and one of the two shallots, smaller still.
    expect(listOf('Omelette', ['eggs', 'onion', 'cheddar'])).toContain('½ onion, finely chopped');
    expect(listOf('Omelette', ['eggs', 'shallot', 'cheddar'])).toContain(
      '1 shallot, finely chopped',
    );
  });

  it('name an ingredient in the steps as its line counts it: one bell pepper, two peppers', () => {
    const omelette = stepsOf('Omelette', ['eggs', 'peppers', 'spinach']);
    expect(omelette).toMatch(/\badd the bell pepper and spinach;/);
    expect(omelette).not.toMatch(/\bpeppers\b/);
    const frittata = fill('Frittata', ['eggs', 'peppers', 'spinach']);
    expect(frittata.lines.map((line) => line.text)).toContain('2 bell peppers, sliced');
    expect(frittata.steps.join(' ')).toMatch(/\bthe peppers\b/);
  });

  it('name a jar of artichokes as its line does, never as one artichoke', () => {
    const pasta = fill('Pasta', ['jar of artichokes', 'pasta', 'parmesan']);
    expect(pasta.lines.map((line) => line.text)).toContain(
      '1 jar artichoke hearts (280 g), drained',
    );
    expect(pasta.steps.join(' ')).toMatch(/\bthe artichoke hearts\b/);
    expect(pasta.steps.join(' ')).not.toMatch(/\bthe artichoke\b(?! hearts)/);
    expect(pasta.title).toBe('Artichoke and Parmesan Pasta');
  });

  it('never name one bell pepper as the black pepper beside it on the list is named', () => {
    const omelette = fill('Omelette', ['eggs', 'peppers', 'cheddar']);
    expect(omelette.lines.map((line) => line.text)).toEqual(
      expect.arrayContaining(['1 bell pepper, sliced', 'Black pepper, to taste']),
    );
    expect(omelette.steps.join(' ')).not.toMatch(/\bthe pepper\b/);
    expect(omelette.steps.join(' ')).toMatch(/\badd the bell pepper;/);
  });

  it('soften an onion in the omelette’s pan a few minutes before its vegetables', () => {
    const omelette = fill('Omelette', ['half an onion', '3 eggs', 'cheddar', 'peppers']);
    expect(omelette.lines.map((line) => line.text)).toContain('½ onion, finely chopped');
    expect(omelette.steps).toContain(
      'Heat half the olive oil in a 20 cm non-stick frying pan and add the onion; cook over a medium heat for 3 minutes, then add the bell pepper and cook for 3 to 4 minutes more, until soft.',
    );
    expect(stepsOf('Omelette', ['eggs', 'onion', 'cheddar'])).toMatch(
      /\badd the onion; cook over a medium heat for 5 to 6 minutes, until soft\. Tip the filling onto a plate\b/,
    );
    expect(stepsOf('Omelette', ['eggs', 'onion', 'leftover boiled potatoes', 'bacon'])).toContain(
      'Add the onion; cook over a medium heat for 3 minutes, then add the cooked potatoes and cook for 3 to 4 minutes more, until the onion is soft and the cooked potatoes are hot through.',
    );
    expect(listOf('Omelette', ['eggs', 'garlic', 'mushrooms'])).not.toContain('garlic');
  });

  it('warm a grain bowl’s peas with the grain, never scatter them on frozen', () => {
    const bowl = stepsOf('Grain Bowl', ['cooked chicken', 'rice', 'peas']);
    expect(bowl).toMatch(/\bCook the rice [^.]*, adding the peas for the last 3 minutes\b/);
    expect(bowl).not.toMatch(/finish with the [^.]*\bpeas\b/);
  });

  it('never cook what is eaten as it comes into a dish, but spoon tzatziki over tacos', () => {
    const places = testKitchen.ingredients
      .filter((ingredient) => ingredient.servedAsIs)
      .flatMap((ingredient) =>
        formulas.flatMap((one) =>
          placesFor(one, ingredient)
            .filter(([, slot]) => slot.asItComes !== true)
            .map(([key]) => `${ingredient.id} in ${one.dish} ${key}`),
        ),
      );
    expect(places).toEqual([]);
    for (const sweet of ['jelly beans', 'biscuits', 'jelly cubes', 'meringue nests']) {
      expect(() => fill('Pancakes', [sweet, 'milk']), sweet).toThrow(/wrote nothing/);
    }
    expect(listOf('Tacos', ['chicken', 'tortillas', 'tzatziki'])).toContain('tzatziki');
  });

  it('sear a tuna steak a minute or two a side and slice it, never flake it or simmer it', () => {
    const stirFry = stepsOf('Stir-Fry', ['tuna steaks', 'broccoli', 'soy sauce']);
    expect(stirFry).toContain(
      'sear the tuna steaks in it over a high heat for 1 to 2 minutes a side, until browned outside and still pink in the middle; lift out, rest for a minute and slice thickly.',
    );
    expect(stirFry).not.toMatch(/skin side|flake/);
    const tuna = testKitchen.ingredientById('tuna steak');
    const dishes = formulas.filter((one) => placesFor(one, tuna).length > 0).map((one) => one.dish);
    for (const dish of ['Soup', 'Traybake', 'Quesadillas', 'Risotto'])
      expect(dishes).not.toContain(dish);
  });

  it('stir meat-free pieces and sausages in the wok until cooked through, and turn halloumi once', () => {
    for (const typed of ['meat-free pieces', 'meat-free sausages']) {
      const steps = stepsOf('Stir-Fry', [typed, 'broccoli', 'soy sauce']);
      expect(steps, typed).toContain(
        'over a medium-high heat for 5 to 6 minutes, stirring now and then, until browned and cooked through',
      );
      expect(steps, typed).not.toContain('a side');
    }
    expect(stepsOf('Salad', ['halloumi', 'peppers'])).toContain('2 to 3 minutes a side');
  });

  it('fry a vegan burger as a vegetarian one, turned for the packet’s minutes, never crisped like tofu', () => {
    for (const typed of ['vegan burger', 'veggie burger']) {
      const steps = stepsOf('Salad', [typed, 'lettuce', 'tomatoes']);
      expect(steps, typed).toContain(
        'over a medium heat for 10 to 12 minutes, turning now and then (or as the packet says), until browned and hot through.',
      );
      expect(listOf('Salad', [typed, 'lettuce', 'tomatoes']), typed).not.toContain('pieces');
    }
    expect(stepsOf('Stir-Fry', ['tofu', 'broccoli', 'soy sauce'])).toContain(
      'for 8 to 10 minutes, stirring now and then, until golden and crisp',
    );
  });

  it('cut vegan sausages into pieces for a pasta and stir them as vegetarian ones, never for tofu’s minutes', () => {
    for (const typed of ['vegan sausages', 'vegetarian sausages']) {
      const pasta = fill('Pasta', [typed, 'onion', 'pasta']);
      expect(pasta.lines.map((line) => line.text).join('\n'), typed).toMatch(
        /sausages, in bite-sized pieces/,
      );
      const steps = pasta.steps.join(' ');
      expect(steps, typed).toContain(
        'over a medium-high heat for 5 to 6 minutes, stirring now and then, until browned and cooked through',
      );
      expect(steps, typed).not.toContain('crisp');
    }
    expect(stepsOf('Traybake', ['vegan sausages', 'potatoes', 'peppers'])).toContain(
      'until the vegan sausages are golden and',
    );
  });

  it('put no burger, meat or meat-free, into a soup, a pasta, a curry, a pie or a risotto: a burger is eaten whole', () => {
    const pantry = readPantry(testKitchen, ['vegan burgers', 'beef burgers']);
    for (const dish of ['Soup', 'Pasta', 'Curry', 'Pie', 'Risotto']) {
      for (const item of pantry.known.values())
        expect(placesFor(formula(dish), item.ingredient), `${dish}: ${item.typed}`).toEqual([]);
    }
  });

  it('cut sausages, meat or meat-free, into pieces for a soup', () => {
    for (const typed of ['sausages', 'vegan sausages']) {
      expect(listOf('Soup', [typed, 'stock', 'tomatoes', 'onion']), typed).toMatch(
        /sausages, in bite-sized pieces/,
      );
    }
  });

  it('title meat-free pieces by the food they are, never as a bare Meat-Free', () => {
    for (const typed of ['meat-free chicken pieces', 'quorn pieces'])
      expect(fill('Stir-Fry', [typed, 'broccoli', 'soy sauce']).title, typed).toBe(
        'Meat-Free Chicken and Broccoli Stir-Fry',
      );
  });

  it('fry the bacon of a fried rice and lift it out before the fish, which is flaked as it comes out', () => {
    const steps = stepsOf('Fried Rice', ['bacon', 'salmon', 'rice', 'eggs']);
    expect(steps).toMatch(
      /crisp at the edges; lift it out onto a plate, then fry the salmon in the same pan, skin side down, [^.]*; lift out and break into large flakes\./,
    );
    expect(steps).not.toContain('lift both out');
    expect(stepsOf('Fried Rice', ['bacon', 'chicken', 'rice', 'eggs'])).toContain(
      '; lift both out onto a plate.',
    );
  });

  it('pour custard over a crumble, never over pancakes', () => {
    const custard = testKitchen.ingredientById('ready-made custard');
    const dishes = formulas.filter((one) => placesFor(one, custard).length > 0);
    expect(dishes.map((one) => one.dish)).toEqual(['Crumble']);
    expect(
      listOf('Crumble', ['apples', 'ready-made custard', 'flour', 'butter', 'sugar']),
    ).toContain('custard');
  });

  it('put baked beans only on toast, never in a salad, a bowl, a pasta, a soup or tacos', () => {
    const bakedBeans = testKitchen.ingredientById('baked bean');
    const dishes = formulas.filter((one) => placesFor(one, bakedBeans).length > 0);
    expect(dishes.map((one) => one.dish)).toEqual(['on Toast']);
  });

  it('name what is piled on toast as it is eaten, plural, and name it singular before a dish', () => {
    expect(fill('on Toast', ['baked beans', 'bread']).title).toBe('Baked Beans on Toast');
    expect(fill('on Toast', ['bacon', 'eggs', 'bread']).title).toBe('Bacon and Eggs on Toast');
    expect(fill('on Toast', ['mushrooms', 'bread']).title).toBe('Mushrooms on Toast');
    expect(fill('Risotto', ['mushrooms', 'arborio rice']).title).toBe('Mushroom Risotto');
  });

  it('lift a wok’s protein out as it is named, and return it to the pan for the last toss', () => {
    const faults: string[] = [];
    for (const dish of ['Stir-Fry', 'Fried Rice']) {
      for (const ingredient of testKitchen.ingredients) {
        if (placesFor(formula(dish), ingredient).every(([key]) => key !== 'protein')) continue;
        const recipe = fill(dish, [ingredient.id, 'peppers', 'spinach', 'soy sauce', 'rice']);
        const steps = recipe.steps.join(' ');
        const { name } = ingredient;
        const said = `${recipe.title}: ${steps}`;
        const plural = /[^su]s$/.test(name);
        if (plural && /\blift it out\b/.test(steps)) faults.push(`'it' of the ${name}: ${said}`);
        if ((steps.match(/\blift\b/g) ?? []).length > 1) faults.push(`lifted twice: ${said}`);
        // A seared tuna steak, pink in the middle, is sliced onto the dish instead.
        const returned = ingredient.tags.includes('fish-steak')
          ? steps.includes(`the ${name} on top`)
          : steps.includes(`Return the ${name} to the pan`);
        if (!returned) faults.push(`not returned: ${said}`);
        if (new RegExp(`Add the (rice, )?${name}\\b`).test(steps)) faults.push(`added: ${said}`);
      }
    }
    expect(faults).toEqual([]);
    expect(listOf('Stir-Fry', ['duck breasts', 'peppers', 'soy sauce'])).toContain(
      '2 duck breasts, in thin strips',
    );
  });

  it('warm baked beans in a pan before they go on toast, never pile them on cold', () => {
    const toast = stepsOf('on Toast', ['eggs', 'baked beans', 'bread']);
    expect(toast).toMatch(/\bWarm the baked beans in a small pan [^.]*until steaming hot\b/);
    expect(toast.indexOf('Warm the baked beans')).toBeLessThan(toast.indexOf('Pile on the'));
    expect(stepsOf('on Toast', ['tuna', 'bread'])).not.toMatch(/\bWarm the tuna\b/);
  });

  it('put jarred artichokes and roasted peppers in a salad or a bowl as they come, never boiled', () => {
    const salad = stepsOf('Salad', ['roasted red peppers', 'artichokes', 'peas', 'feta', 'rocket']);
    expect(salad).toMatch(/\bCook the peas in boiling salted water\b/);
    expect(salad).not.toMatch(/\b(?:Cook|Boil) the [^.]*(?:roasted red peppers|artichoke)/);
    expect(salad).toMatch(/\bPut the [^.]*roasted red peppers[^.]* in a large bowl/);
    const bowl = stepsOf('Grain Bowl', [
      'quinoa',
      'roasted red peppers',
      'artichokes',
      'chickpeas',
    ]);
    expect(bowl).not.toMatch(/\badding the [^.]*(?:roasted red peppers|artichoke)/);
    expect(bowl).toMatch(/\bfinish with the [^.]*roasted red peppers/);
  });

  it('boil a pasta’s peas with the pasta, never toss them in cold at the end', () => {
    const pasta = stepsOf('Pasta', ['peas', 'pasta', 'bacon', 'parmesan']);
    expect(pasta).toMatch(/\bcook the pasta [^.]*, adding the peas for the last 3 minutes\b/);
    expect(pasta).toMatch(/\bDrain the pasta and peas\b/);
    expect(pasta).not.toMatch(/\bwith [^.]*\bthe peas\. Toss\b/);
    expect(stepsOf('Pasta', ['peas', 'pasta', 'kale', 'bacon'])).toMatch(
      /\bDrain the pasta, kale and peas and tip\b/,
    );
  });

  it('lift a pasta’s beef strips or chicken breast out while the sauce cooks, and return them for the last toss', () => {
    for (const protein of ['beef', 'chicken breast']) {
      const steps = fill('Pasta', ['pasta', protein, 'peppers', 'onion', 'chopped tomatoes']).steps;
      const name = testKitchen.ingredientById(protein).name;
      const fried = steps.findIndex((step) => step.includes(`fry the ${name} in it`));
      expect(steps[fried], protein).toMatch(/; lift (it|them) out onto a plate\.$/);
      expect(steps[fried + 1], protein).toBe('Lower the heat and soften the onion for 5 minutes.');
      expect(steps.join(' '), protein).toContain(
        `tip into the frying pan with a splash of the cooking water and the ${name}. Toss over the heat`,
      );
    }
    // With nothing else to cook in the pan, the strips wait there for the pasta.
    expect(stepsOf('Pasta', ['pasta', 'steak', 'rocket'])).not.toContain('lift');
  });

  it('return a pasta’s flaked fish for the last toss, and lay a seared tuna steak on top', () => {
    expect(stepsOf('Pasta', ['pasta', 'salmon fillet', 'onion', 'chopped tomatoes'])).toContain(
      'with a splash of the cooking water and the salmon. Toss',
    );
    expect(stepsOf('Pasta', ['pasta', 'tuna steak', 'onion', 'lemon'])).toMatch(
      /\blay the tuna steaks on top\.$/,
    );
  });

  it('wilt kale and chard for minutes in the pasta water or the wok, and toss spinach in at the end', () => {
    const kale = stepsOf('Pasta', ['pasta', 'kale', 'garlic', 'parmesan']);
    expect(kale).toMatch(/\bcook the pasta [^.]*, adding the kale for the last 4 minutes\./);
    expect(kale).toMatch(/\bDrain the pasta and kale and tip into the frying pan\b/);
    expect(stepsOf('Pasta', ['pasta', 'chard', 'broad beans', 'bacon'])).toMatch(
      /\badding the broad beans and chard for the last 4 minutes\./,
    );
    expect(stepsOf('Pasta', ['pasta', 'spinach', 'garlic', 'parmesan'])).toMatch(
      /\bwith a splash of the cooking water and the spinach\. Toss over the heat for a minute\b/,
    );
    const wok = stepsOf('Stir-Fry', ['tofu', 'kale', 'soy sauce', 'garlic']);
    expect(wok).toMatch(
      /\bAdd the kale and stir-fry for 3 to 4 minutes, until wilted and tender\./,
    );
    expect(wok).toMatch(/\bReturn the tofu to the pan, pour in the sauce\b/);
  });

  it('boil broad beans for 3 or 4 minutes before they go into a dish, never only warm them', () => {
    expect(stepsOf('Frittata', ['broad beans', 'eggs', 'feta'])).toMatch(
      /\bCook the broad beans in boiling salted water for 3 to 4 minutes\b/,
    );
    expect(stepsOf('Frittata', ['broad beans', 'eggs', 'potatoes'])).toMatch(
      /\bBoil the potatoes [^.]*, adding the broad beans for the last 3 minutes\b/,
    );
    expect(stepsOf('Risotto', ['broad beans', 'arborio rice'])).toMatch(
      /\bstir in the broad beans for the last 4 minutes\b/,
    );
    expect(stepsOf('Pasta', ['broad beans', 'bacon', 'pasta'])).toMatch(
      /\bcook the pasta [^.]*, adding the broad beans for the last 4 minutes\b/,
    );
    expect(stepsOf('Grain Bowl', ['broad beans', 'quinoa'])).toMatch(
      /\bCook the quinoa [^.]*, adding the broad beans for the last 3 minutes\b/,
    );
    expect(listOf('Pie', ['broad beans', 'puff pastry', 'potatoes'])).toMatch(/\bbroad beans\b/);
  });

  it('stir-fry frozen peas and mixed vegetables for 3 to 4 minutes, never only toss them at the end', () => {
    const peas = stepsOf('Stir-Fry', ['chicken thighs', 'peas', 'soy sauce', 'noodles']);
    expect(peas).toMatch(/\bAdd the peas and stir-fry for 3 to 4 minutes, until hot through\./);
    expect(peas).toMatch(/\bReturn the chicken thighs to the pan, pour in the sauce\b/);
    const mixed = stepsOf('Stir-Fry', ['frozen mixed vegetables', 'broccoli', 'soy sauce']);
    expect(mixed).toMatch(/\bthe broccoli and mixed vegetables and stir-fry for 3 to 4 minutes\b/);
  });

  it('cook a quesadilla’s frozen peas in the pan before they go in', () => {
    expect(stepsOf('Quesadillas', ['peas', 'tortillas', 'cheddar'])).toMatch(
      /\badd the peas and cook for 5 minutes\b/,
    );
  });

  it('fry bacon and chorizo until crisp, never look for no pink in cured meat', () => {
    const pasta = stepsOf('Pasta', ['peas', 'pasta', 'bacon']);
    expect(pasta).toMatch(/\bfry the bacon [^.]*, until browned and crisp at the edges\./);
    const frittata = stepsOf('Frittata', ['chorizo', 'potatoes', 'eggs']);
    expect(frittata).not.toMatch(/\bchorizo\b[^.]*\bno pink\b/);
    expect(stepsOf('Pasta', ['chicken thighs', 'pasta'])).toMatch(/\bwith no pink inside\b/);
  });

  it('reheat a stir-fry’s cooked rice, never cook it again', () => {
    const steps = stepsOf('Stir-Fry', ['cooked chicken', 'leftover rice', 'peas', 'onion']);
    expect(steps).toMatch(/\bReheat the cooked rice until piping hot\b/);
    expect(steps).not.toMatch(/\bCook the cooked rice\b/);
  });

  it('put tinned sweetcorn in a salad as it comes, never boiled', () => {
    const salad = stepsOf('Salad', ['sweetcorn', 'tuna', 'lettuce']);
    expect(salad).not.toMatch(/\b(?:Cook|Boil) the [^.]*sweetcorn/);
    expect(salad).toMatch(/\bPut the [^.]*sweetcorn[^.]* in a large bowl/);
  });

  it('prepare porridge’s and pancakes’ fruit once, as its line says, never slice it again in a step', () => {
    expect(listOf('Porridge', ['banana', 'oats', 'milk'])).toMatch(/^2 ripe bananas, sliced$/m);
    expect(fill('Porridge', ['banana', 'oats', 'milk']).steps).toEqual([
      'Put the oats and milk in a pan with the salt.',
      'Bring to a simmer over a medium heat and cook for 5 minutes, stirring often, until thick and creamy.',
      'Spoon into bowls and top with the bananas.',
    ]);
    expect(listOf('Porridge', ['kiwi', 'oats', 'milk'])).toMatch(/^2 kiwis, peeled and sliced$/m);
    expect(listOf('Porridge', ['dates', 'oats', 'milk'])).toMatch(/^6 dates, pitted and chopped$/m);
    expect(listOf('Porridge', ['orange', 'oats', 'milk'])).toMatch(
      /^1 orange, peeled and sliced$/m,
    );
    const pancakes = stepsOf('Pancakes', ['banana', 'flour', 'eggs', 'milk']);
    expect(pancakes).toContain(
      'Fold half the bananas into the batter and keep the rest for the top.',
    );
    expect(pancakes).not.toMatch(/\bslice\b/i);
  });

  it('fold smoked salmon in off the heat or lay it on top, never cook it in the dish', () => {
    const pasta = fill('Pasta', ['smoked salmon', 'pasta', 'cream']).steps;
    expect(pasta).toContain(
      'Drain the pasta and tip into the frying pan with a splash of the cooking water and the cream. Toss over the heat for a minute until glossy and hot.',
    );
    expect(pasta).toContain(
      'Take the pan off the heat and fold in the smoked salmon, which needs no cooking.',
    );
    const frittata = stepsOf('Frittata', ['smoked salmon', 'potatoes', 'eggs']);
    expect(frittata).not.toContain('Stir in the smoked salmon');
    expect(frittata).toMatch(
      /\. Rest for a minute and cut into wedges; lay the smoked salmon over the top to serve\.$/,
    );
    const risotto = stepsOf('Risotto', ['smoked salmon', 'risotto rice', 'stock', 'onion']);
    expect(risotto).not.toMatch(/stir in the smoked salmon for the last/);
    expect(risotto).toContain(
      'stir in the rest of the olive oil and the parmesan, then fold in the smoked salmon, which needs no cooking.',
    );
    for (const dish of ['Soup', 'Traybake', 'Curry', 'Stir-Fry']) {
      const recipe = testCookbook.formulas.fill(
        formula(dish),
        readPantry(testKitchen, ['smoked salmon', 'potatoes', 'carrots', 'onion']),
      );
      const ids = recipe?.lines.map((line) => line.ingredient.id) ?? [];
      expect(ids, dish).not.toContain('smoked salmon');
    }
  });

  it('buy and cook frozen sweetcorn as frozen, never as a drained tin', () => {
    expect(listOf('Salad', ['frozen sweetcorn', 'tuna', 'lettuce'])).toMatch(
      /^150 g frozen sweetcorn$/m,
    );
    expect(stepsOf('Salad', ['frozen sweetcorn', 'tuna', 'lettuce'])).toContain(
      'Cook the sweetcorn in boiling salted water for 3 minutes, then drain and cool under cold water.',
    );
    expect(listOf('Fried Rice', ['frozen corn', 'rice', 'eggs'])).toMatch(
      /^150 g frozen sweetcorn$/m,
    );
    expect(listOf('Fried Rice', ['tinned sweetcorn', 'rice', 'eggs'])).toMatch(
      /^1 can sweetcorn \(198 g\), drained$/m,
    );
  });

  it('squeeze a lemon over a curry or pancakes, never finish with it whole', () => {
    const curry = stepsOf('Curry', [
      'chickpeas',
      'coconut milk',
      'curry powder',
      'lemon',
      'coriander',
    ]);
    expect(curry).toMatch(/\bsqueeze over the lemon and finish with the coriander\./);
    expect(curry).not.toMatch(/finish with the [^.]*lemon/);
    const pancakes = stepsOf('Pancakes', ['flour', 'eggs', 'milk', 'lemon', 'maple syrup']);
    expect(pancakes).toMatch(
      /\bSqueeze the lemon over the pancakes and serve in stacks with the maple syrup\./,
    );
    expect(listOf('Salad', ['carrots', 'orange', 'lemon'])).toMatch(
      /^1 orange, peeled and sliced$/m,
    );
  });

  it('dress a salad or a bowl with the visitor’s own citrus before a lemon is bought', () => {
    const salad = listOf('Salad', ['carrots', 'orange']);
    expect(salad).toMatch(/^1 orange, half juiced, half peeled and sliced$/m);
    expect(salad).not.toMatch(/\blemon\b/);
    expect(stepsOf('Salad', ['carrots', 'orange'])).toMatch(
      /\bWhisk the oil with the orange juice\b.*\bPut the carrots and orange in a large bowl/,
    );
    expect(listOf('Salad', ['lettuce', 'chicken', 'lime'])).toMatch(/^1 lime, juiced$/m);
    expect(listOf('Grain Bowl', ['quinoa', 'feta', 'orange'])).toMatch(/^1 orange, juiced$/m);
    expect(listOf('Salad', ['carrots', 'orange', 'lemon'])).toMatch(
      /^1 lemon, juiced\n(?:.*\n)*1 orange, peeled and sliced$/m,
    );
  });

  it('name the orange in a salad’s title whether it dresses the salad or a lemon does', () => {
    expect(fill('Salad', ['duck breasts', 'orange']).title).toBe('Duck and Orange Salad');
    expect(fill('Salad', ['duck breasts', 'orange', 'lemon']).title).toBe('Duck and Orange Salad');
    expect(fill('Salad', ['duck breasts', 'lemon']).title).toBe('Duck Salad');
  });

  it('never roast a burger among the vegetables: it is fried and served in a bun', () => {
    for (const burger of ['beef burgers', 'quorn burgers', 'beyond burgers']) {
      const traybake = fill('Traybake', ['potatoes', 'peppers', 'onion', burger]);
      expect(traybake.lines.map((line) => line.text).join('\n')).not.toMatch(/burger/);
    }
  });

  it('braise a braising cut for hours, and leave it out of dishes that cannot', () => {
    const curry = fill('Curry', ['stewing beef', 'onion', 'chopped tomatoes']);
    expect(curry.steps.join(' ')).toMatch(/simmer, cover and cook gently for 1½ to 2 hours/);
    expect(curry.minutes).toBeGreaterThanOrEqual(120);
    for (const dish of ['Stir-Fry', 'Soup', 'Pasta', 'Salad', 'Traybake', 'Frittata']) {
      const recipe = testCookbook.formulas.fill(
        formula(dish),
        readPantry(testKitchen, ['stewing beef', 'lamb shoulder', 'carrots']),
      );
      const ids = recipe?.lines.map((line) => line.ingredient.id) ?? [];
      expect(ids, dish).not.toContain('stewing beef');
      expect(ids, dish).not.toContain('lamb shoulder');
    }
  });

  it('add a braised curry’s vegetables after its first hour, so they do not fall apart', () => {
    const steps = fill('Curry', ['stewing beef', 'potatoes', 'coconut milk']).steps;
    const braise = steps.findIndex((step) => /cook gently for 1 hour/.test(step));
    const potatoes = steps.findIndex((step) =>
      /^Add the potatoes, cover again and cook for 40/.test(step),
    );
    expect(braise).toBeGreaterThan(-1);
    expect(potatoes).toBe(braise + 1);
    expect(steps.slice(0, braise).join(' ')).not.toMatch(/potatoes/);
  });

  it('add a curry’s quick vegetables for its last minutes, so they stay just tender', () => {
    const steps = fill('Curry', ['chicken thighs', 'potatoes', 'broccoli', 'courgettes']).steps;
    const simmer = steps.findIndex((step) => /^Pour in .* for 20 to 25 minutes/.test(step));
    const late = steps.findIndex((step) =>
      step.startsWith('Add the broccoli and courgettes, cover again and simmer for 6 to 8 minutes'),
    );
    expect(simmer).toBeGreaterThanOrEqual(0);
    expect(late).toBeGreaterThan(simmer);
    expect(steps.slice(0, late).join(' ')).not.toMatch(/broccoli|courgette/);
  });

  it('simmer a curry’s chicken breast pieces 10 to 12 minutes, after its vegetables, and thighs 20 to 25', () => {
    expect(stepsOf('Curry', ['chicken', 'coconut milk', 'thai curry paste'])).toMatch(
      /\bPour in the coconut milk, the water and the chicken, bring to a simmer, cover and cook gently for 10 to 12 minutes, until the chicken is cooked through\./,
    );
    const potatoes = fill('Curry', ['chicken breast', 'coconut milk', 'curry paste', 'potatoes']);
    expect(potatoes.steps).toContain(
      'Pour in the coconut milk and the water, bring to a simmer, cover and cook gently for 10 minutes.',
    );
    expect(potatoes.steps).toContain(
      'Return the chicken breasts, cover again and cook for 10 to 12 minutes more, until the vegetables are tender and the chicken breasts are cooked through.',
    );
    const quick = stepsOf('Curry', ['chicken', 'coconut milk', 'curry paste', 'broccoli']);
    expect(quick).toMatch(
      /\bthe chicken, bring to a simmer, cover and cook gently for 4 minutes\./,
    );
    expect(quick).toMatch(
      /\bAdd the broccoli, cover again and simmer for 6 to 8 minutes more, until the broccoli is just tender and the chicken is cooked through\./,
    );
    expect(stepsOf('Curry', ['chicken', 'chopped tomatoes', 'garam masala'])).toMatch(
      /\bcook gently for 10 minutes\. Return the chicken, cover again and cook for 10 to 12 minutes more\b/,
    );
    expect(stepsOf('Curry', ['chicken thighs', 'coconut milk', 'curry paste'])).toMatch(
      /\bthe chicken thighs, bring to a simmer, cover and cook gently for 20 to 25 minutes\b/,
    );
  });

  it('return a curry’s paneer, tofu or halloumi for its last 5 minutes, with nothing to cook through', () => {
    for (const protein of ['paneer', 'tofu', 'halloumi']) {
      const steps = fill('Curry', [protein, 'spinach', 'coconut milk', 'curry paste']).steps;
      expect(steps, protein).toContain(
        'Pour in the coconut milk and the water, bring to a simmer, cover and cook gently for 20 to 25 minutes, until the sauce has thickened.',
      );
      const back = steps.indexOf(`Return the ${protein} for the last 5 minutes, to heat through.`);
      expect(back, protein).toBeGreaterThan(-1);
      expect(steps[back + 1], protein).toBe(
        'Stir in the spinach for the last minute or two, until wilted.',
      );
      expect(steps.join(' '), protein).not.toMatch(/cooked through/);
    }
  });

  it('return a soup’s chicken breast pieces for its last 10 to 12 minutes, and leave thighs in', () => {
    const steps = fill('Soup', ['chicken', 'leek', 'potatoes', 'stock']).steps;
    expect(steps).toContain(
      'Add the chicken and cook for 5 minutes, stirring, until browned all over; lift the chicken out onto a plate.',
    );
    expect(steps).toContain(
      'Pour in the stock, bring to the boil, then simmer for 10 minutes. Return the chicken and simmer for 10 to 12 minutes more, until the vegetables are tender and the chicken is cooked through.',
    );
    expect(stepsOf('Soup', ['chicken thighs', 'carrots', 'onion', 'stock'])).toMatch(
      /\bthen simmer for 20 minutes, until the vegetables are tender and the chicken thighs are cooked through\./,
    );
  });

  it('brown a soup’s bacon or chorizo, never simmering the soup for it to cook through', () => {
    const bacon = fill('Soup', ['bacon', 'peas', 'pasta', 'stock']).steps;
    expect(bacon).toContain(
      'Add the bacon and cook for 5 minutes, stirring, until browned all over.',
    );
    expect(bacon).toContain('Pour in the stock and bring to the boil.');
    expect(stepsOf('Soup', ['chorizo', 'chicken', 'carrots', 'stock'])).toMatch(
      /until the vegetables are tender and the chicken is cooked through\./,
    );
    expect(stepsOf('Soup', ['chorizo', 'potatoes', 'stock'])).not.toMatch(/cooked through/);
  });

  it('put a soup’s rice or pasta in before its chicken breast goes back, and noodles after', () => {
    const rice = fill('Soup', ['chicken breast', 'rice', 'carrots', 'onion', 'stock']).steps;
    expect(rice).toContain('Pour in the stock, bring to the boil, then simmer for 10 minutes.');
    expect(rice).toContain(
      'Add the rice and simmer for the time on the packet, returning the chicken breasts for the last 10 to 12 minutes, until the rice and the vegetables are tender and the chicken breasts are cooked through; add a splash of water if the soup gets too thick.',
    );
    expect(rice.filter((step) => /chicken breasts/.test(step) && /simmer/.test(step))).toHaveLength(
      1,
    );
    const pasta = stepsOf('Soup', ['chicken breast', 'pasta', 'broccoli', 'stock']);
    expect(pasta).toMatch(
      /Add the pasta and simmer for the time on the packet, returning the chicken breasts for the last 10 to 12 minutes and adding the broccoli for the last 5, until/,
    );
    const noodles = fill('Soup', ['chicken breast', 'noodles', 'carrots', 'stock']).steps;
    expect(noodles).toContain(
      'Pour in the stock, bring to the boil, then simmer for 10 minutes. Return the chicken breasts and simmer for 10 to 12 minutes more, adding the noodles for the last 3 to 5 minutes, until the noodles and the vegetables are tender and the chicken breasts are cooked through.',
    );
    expect(noodles.join(' ')).not.toMatch(/Add the noodles/);
  });

  it('beat butter into a finished risotto, and stir olive oil in', () => {
    const pantry = ['risotto rice', 'peas', 'parmesan', 'stock', 'onion'];
    expect(stepsOf('Risotto', [...pantry, 'olive oil'])).toMatch(
      /take it off the heat; stir in the rest of the olive oil and the parmesan\./,
    );
    expect(stepsOf('Risotto', [...pantry, 'butter'])).toMatch(
      /take it off the heat; beat in the rest of the butter and the parmesan\./,
    );
  });

  it('take half as much again of a portion for two into a curry for four, a joint whole', () => {
    expect(listOf('Curry', ['chicken', 'coconut milk', 'thai curry paste'])).toMatch(
      /^3 chicken breasts \(about 525 g\), in bite-sized pieces$/m,
    );
    expect(listOf('Curry', ['chickpeas', 'coconut milk', 'curry powder'])).toMatch(
      /^2 cans chickpeas \(400 g each\), drained and rinsed$/m,
    );
    expect(listOf('Curry', ['lamb shoulder', 'chopped tomatoes', 'garam masala'])).toMatch(
      /^1 lamb shoulder on the bone \(about 1\.8 kg\), boned/m,
    );
  });

  it('cook a curry’s rice while it simmers, and serve them together at the end', () => {
    const quick = fill('Curry', ['chicken thighs', 'cauliflower', 'rice']).steps;
    const simmer = quick.findIndex((step) => /cook gently for 20 to 25 minutes/.test(step));
    expect(quick[simmer + 1]).toBe('Meanwhile, cook the rice following the packet instructions.');
    expect(quick.at(-1)).toBe('Serve the curry with the rice.');
    const braised = stepsOf('Curry', ['stewing beef', 'onion', 'rice']);
    expect(braised).toMatch(/About 20 minutes before the curry is ready, cook the rice/);
  });

  it('soften onions in a wok for minutes, and give garlic, ginger and chillies seconds', () => {
    expect(stepsOf('Stir-Fry', ['tofu', 'onion', 'garlic', 'broccoli'])).toMatch(
      /stir-fry the onion for 3 to 4 minutes, until softened, then add the garlic for 30 seconds/,
    );
    expect(stepsOf('Fried Rice', ['eggs', 'rice', 'onion', 'peas'])).toMatch(
      /stir-fry the onion for 3 to 4 minutes, until softened\./,
    );
    expect(stepsOf('Stir-Fry', ['broccoli', 'ginger', 'chili', 'noodles'])).toMatch(
      /stir-fry the (ginger and chili|chili and ginger) for 30 seconds, until fragrant/,
    );
  });

  it('scatter spring onions on raw to serve, never soften them like an onion', () => {
    const frittata = stepsOf('Frittata', ['eggs', 'spring onions', 'cheddar']);
    expect(frittata).not.toMatch(/\bsoften the spring onions\b/);
    expect(frittata).toMatch(
      /\bRest for a minute, scatter over the spring onions and cut into wedges\./,
    );
    const wok = stepsOf('Stir-Fry', [
      'chicken',
      'spring onions',
      'garlic',
      'broccoli',
      'soy sauce',
    ]);
    expect(wok).toMatch(/\bstir-fry the garlic for 30 seconds, until fragrant\./);
    expect(wok).toMatch(/\bServe over the rice, if using, scattered with the spring onions\./);
    const rice = stepsOf('Fried Rice', ['rice', 'eggs', 'spring onions', 'bacon']);
    expect(rice).not.toMatch(/\bstir-fry the spring onions\b/);
    expect(rice).toMatch(/\bserve straight away, scattered with the spring onions\./);
  });

  it('soften a soup’s leeks before the pot is filled, and the rest only take a stir', () => {
    const steps = fill('Soup', ['leek', 'potatoes', 'stock']).steps;
    const leek = steps.findIndex((step) =>
      /^Add the leek and soften for 8 to 10 minutes/.test(step),
    );
    expect(leek).toBeGreaterThan(-1);
    expect(steps[leek + 1]).toBe('Add the potatoes and stir for 2 minutes.');
  });

  it('warm a soup’s oil only to soften or brown something in it, else drizzle it over', () => {
    const plain = fill('Soup', ['arborio rice', 'peas', 'parmesan', 'stock']).steps;
    expect(plain.join(' ')).not.toMatch(/Warm the oil/);
    expect(plain[0]).toBe('Pour the stock into a large pan and bring to the boil.');
    expect(plain.at(-1)).toMatch(
      /with the parmesan scattered over and a drizzle of the olive oil\.$/,
    );
    const onion = stepsOf('Soup', ['onion', 'peas', 'stock']);
    expect(onion).toMatch(/^Warm the oil in a large pan over a medium heat and soften the onion/);
    expect(onion).not.toMatch(/drizzle/);
  });

  it('start a risotto without an onion rather than send the visitor out for one', () => {
    const onionOf = (typed: string[]) =>
      fill('Risotto', typed).lines.find((line) => line.ingredient.id === 'onion');
    expect(onionOf(['arborio rice', 'peas', 'parmesan', 'stock'])?.optional).toBe(true);
    expect(onionOf(['arborio rice', 'peas', 'onion', 'stock'])?.optional).toBe(false);
  });

  it('brown seitan in 4 to 5 minutes, where tofu fries for 8 to 10', () => {
    for (const dish of ['Stir-Fry', 'Pasta', 'Fried Rice', 'Salad']) {
      expect(stepsOf(dish, ['seitan', 'broccoli', 'rice', 'pasta']), dish).toMatch(
        /fry the seitan in [^.]* for 4 to 5 minutes, stirring now and then, until browned at the edges/i,
      );
      expect(stepsOf(dish, ['tofu', 'broccoli', 'rice', 'pasta']), dish).toMatch(
        /fry the tofu in [^.]* for 8 to 10 minutes\b/i,
      );
    }
    expect(stepsOf('Traybake', ['seitan', 'potatoes', 'peppers'])).toMatch(
      /nestle the seitan among them\b[^.]* roast for 15\b/,
    );
  });

  it('ask meat to cook through in a soup, but not fried tofu', () => {
    expect(stepsOf('Soup', ['tofu', 'cabbage', 'stock'])).not.toMatch(/tofu is cooked through/);
    expect(stepsOf('Soup', ['chicken thighs', 'carrots', 'stock'])).toMatch(
      /the chicken thighs are cooked through/,
    );
  });

  it('dress a salad with the rest of the oil once some of it fried the protein', () => {
    expect(stepsOf('Salad', ['bacon', 'lettuce', 'tomatoes'])).toMatch(
      /Whisk the rest of the oil with/,
    );
    expect(stepsOf('Salad', ['tuna', 'lettuce', 'tomatoes'])).toMatch(/Whisk the oil with/);
  });

  it('cook raw meat through and only warm what is cooked already', () => {
    const salad = stepsOf('Salad', ['tuna', 'lettuce']);
    expect(salad).not.toMatch(/raw|cook it/);
    const frittata = stepsOf('Frittata', ['chicken thighs', 'eggs']);
    expect(frittata).toMatch(/fry the chicken thighs .* until browned and cooked through/);
    const leftovers = stepsOf('Frittata', ['leftover roast chicken', 'eggs']);
    expect(leftovers).toMatch(/Stir in the cooked chicken to warm through/);
  });

  it('boil raw potatoes before they go into a frittata', () => {
    expect(stepsOf('Frittata', ['eggs', 'potatoes'])).toMatch(
      /Boil the potatoes in salted water for 10 to 12 minutes/,
    );
  });

  it('name the cut the visitor has, never another', () => {
    expect(listOf('Stir-Fry', ['chicken thighs', 'broccoli'])).toMatch(/chicken thighs/);
    expect(listOf('Stir-Fry', ['chicken thighs', 'broccoli'])).not.toMatch(/breast/);
    expect(listOf('Stir-Fry', ['rice noodles', 'tofu'])).toMatch(/rice noodles/);
    expect(listOf('Soup', ['smoked haddock', 'potatoes', 'leek'])).toMatch(/smoked haddock/);
    expect(fill('Tacos', ['lamb mince', 'peppers']).title).toBe('Lamb and Pepper Tacos');
  });

  it('never put a sweet ingredient in a savory dish, nor a savory one in a sweet dish', () => {
    const pantry = readPantry(testKitchen, [
      'chocolate',
      'tuna',
      'garlic',
      'banana',
      'onion',
      'jam',
      'bacon',
    ]);
    for (const one of formulas) {
      const recipe = testCookbook.formulas.fill(one, pantry);
      const tastes = recipe?.lines.map((line) => line.ingredient.taste) ?? [];
      expect(tastes, one.dish).not.toContain(one.taste === 'savory' ? 'sweet' : 'savory');
    }
  });

  it("say 'if using' of an optional line the visitor has not got, and cook theirs plainly", () => {
    const curry = stepsOf('Curry', ['chicken thighs', 'curry paste', 'coconut milk']);
    expect(listOf('Curry', ['chicken thighs', 'curry paste', 'coconut milk'])).toContain(
      '250 g rice, to serve',
    );
    expect(curry).toContain('cook the rice, if using, following the packet instructions.');
    expect(curry).toContain('Serve the curry with the rice, if using.');
    expect(stepsOf('Curry', ['chicken thighs', 'curry paste', 'coconut milk', 'rice'])).not.toMatch(
      /if using/,
    );
    expect(stepsOf('Stir-Fry', ['chicken breast', 'broccoli', 'soy sauce'])).toMatch(
      /Cook the rice, if using, following .* Serve over the rice, if using\./,
    );
    const risotto = stepsOf('Risotto', ['arborio rice', 'mushrooms', 'parmesan', 'garlic']);
    expect(risotto).toContain('soften the garlic, and the onion if using, for 5 minutes.');
    expect(risotto).toContain('then pour in the white wine, if using, and let it bubble away.');
    expect(
      stepsOf('Risotto', ['arborio rice', 'mushrooms', 'parmesan', 'onion', 'white wine']),
    ).not.toMatch(/if using/);
    expect(stepsOf('Crumble', ['apples', 'flour', 'butter', 'sugar'])).toContain(
      'stir in the rest of the sugar and the oats, if using.',
    );
    expect(stepsOf('Pie', ['chicken breast', 'leeks', 'puff pastry'])).toContain(
      'brush with the egg, if using.',
    );
    expect(stepsOf('Pie', ['chicken breast', 'leeks', 'puff pastry', 'eggs'])).toContain(
      'brush with the egg.',
    );
  });

  it('cook cherry tomatoes in a pasta until they start to collapse, beside mushrooms made tender', () => {
    expect(stepsOf('Pasta', ['pasta', 'cherry tomatoes', 'garlic'])).toMatch(
      /Add the cherry tomatoes and cook for 5 to 6 minutes, until they just start to collapse\./,
    );
    expect(stepsOf('Pasta', ['pasta', 'mushrooms', 'cherry tomatoes'])).toMatch(
      /until the mushrooms are just tender and the cherry tomatoes just start to collapse\./,
    );
    expect(stepsOf('Pasta', ['pasta', 'mushrooms', 'garlic'])).toMatch(
      /Add the mushrooms and cook for 5 to 6 minutes, until tender\./,
    );
  });

  it('cook chopped tomatoes in a pasta until they soften and break down, keeping collapse for cherry tomatoes', () => {
    expect(stepsOf('Pasta', ['pasta', 'tomatoes', 'garlic'])).toMatch(
      /Add the tomatoes and cook for 5 to 6 minutes, until they soften and break down\./,
    );
    expect(stepsOf('Pasta', ['pasta', 'mushrooms', 'tomatoes'])).toMatch(
      /until the mushrooms are just tender and the tomatoes soften and break down\./,
    );
    expect(stepsOf('Pasta', ['pasta', 'tomatoes', 'cherry tomatoes'])).toMatch(
      /until the cherry tomatoes just start to collapse and the tomatoes soften and break down\./,
    );
  });

  it('fry bite-sized pieces of chicken breast for 5 to 6 minutes, thin strips of chicken or pork for 3 to 5', () => {
    expect(stepsOf('Pasta', ['chicken breast', 'pasta', 'cherry tomatoes'])).toMatch(
      /fry the chicken breasts in it over a medium-high heat for 5 to 6 minutes, stirring now and then, until browned and cooked through/,
    );
    expect(stepsOf('Pasta', ['pork', 'pasta', 'mushrooms'])).toMatch(
      /fry the pork in it over a medium-high heat for 3 to 5 minutes/,
    );
    expect(stepsOf('Stir-Fry', ['chicken breast', 'broccoli', 'soy sauce'])).toMatch(
      /fry the chicken breasts in it over a medium-high heat for 3 to 5 minutes/,
    );
  });

  it('cook cherry tomatoes in a curry or a soup until they start to collapse, not until tender', () => {
    const curry = stepsOf('Curry', [
      'chicken thighs',
      'cherry tomatoes',
      'curry paste',
      'coconut milk',
    ]);
    expect(curry).toMatch(
      /simmer for 6 to 8 minutes more, until the cherry tomatoes just start to collapse\./,
    );
    expect(curry).not.toMatch(/just tender/);
    expect(
      stepsOf('Curry', ['chicken breast', 'cherry tomatoes', 'broccoli', 'curry paste']),
    ).toMatch(
      /until the broccoli is just tender, the cherry tomatoes just start to collapse and the chicken breasts are cooked through\./,
    );
    expect(stepsOf('Soup', ['cherry tomatoes', 'onion', 'stock'])).toMatch(
      /simmer for 4 to 5 minutes, until the cherry tomatoes just start to collapse\./,
    );
    expect(stepsOf('Curry', ['chicken thighs', 'broccoli', 'curry paste'])).toMatch(
      /until just tender\./,
    );
  });

  it('give kale in a soup or a frittata the minutes it needs to turn tender, spinach a minute', () => {
    expect(stepsOf('Soup', ['kale', 'potatoes', 'onion', 'stock', 'peas'])).toMatch(
      /Stir in the kale and simmer for 5 minutes, until tender, adding the peas for the last 3 to heat through\./,
    );
    expect(stepsOf('Soup', ['kale', 'potatoes', 'stock'])).not.toMatch(
      /kale and simmer for 3 minutes/,
    );
    const frittata = stepsOf('Frittata', ['eggs', 'kale', 'spinach', 'cheese']);
    expect(frittata).toMatch(
      /Add the kale and cook for 3 to 4 minutes, stirring, until wilted and tender\./,
    );
    expect(frittata).toMatch(/Stir in the spinach for a minute, until just wilted\./);
  });

  it('give kale in a curry 5 minutes to turn tender, peas 3 to heat through, spinach a minute or two', () => {
    const curry = stepsOf('Curry', [
      'kale',
      'spinach',
      'peas',
      'chickpeas',
      'coconut milk',
      'curry paste',
    ]);
    expect(curry).toMatch(/Stir in the kale for the last 5 minutes, until tender\./);
    expect(curry).toMatch(/Stir in the peas for the last 3 minutes\./);
    expect(curry).toMatch(/Stir in the spinach for the last minute or two, until wilted\./);
    expect(curry).not.toMatch(/(kale|spinach)[^.]* for the last 3 minutes/);
    // Prawns take 3 to 4 minutes: the spinach goes in during their last minute or two.
    const prawns = fill('Curry', ['prawns', 'spinach', 'coconut milk', 'curry powder']).steps;
    expect(prawns.slice(-4, -2)).toEqual([
      'Add the prawns and simmer for 3 to 4 minutes, until just opaque.',
      'Stir in the spinach for the last minute or two, until wilted.',
    ]);
  });

  it('put gnocchi into the water as the sauce is nearly done, never cooking them first to wait', () => {
    const steps = fill('Pasta', ['gnocchi', 'tomatoes', 'mozzarella', 'basil']).steps;
    expect(steps[0]).toBe('Bring a large pan of well-salted water to the boil.');
    const sauce = steps.indexOf(
      'Add the tomatoes and cook for 5 to 6 minutes, until they soften and break down.',
    );
    const gnocchi = steps.findIndex((step) => /drop the gnocchi into the boiling water/.test(step));
    expect(sauce).toBeGreaterThan(-1);
    expect(gnocchi).toBe(sauce + 1);
    expect(steps[gnocchi]).toMatch(
      /^When the tomatoes are nearly done, drop the gnocchi\b.* 2 to 3 minutes\b/,
    );
    expect(steps.join(' ')).not.toMatch(/Meanwhile/);
    expect(stepsOf('Pasta', ['gnocchi', 'kale', 'bacon'])).toMatch(
      /When the bacon is nearly done, put the kale into the boiling water for 2 minutes, then add the gnocchi and cook\b/,
    );
    expect(stepsOf('Pasta', ['spaghetti', 'tomatoes'])).toMatch(
      /^Bring a large pan of well-salted water to the boil and cook the spaghetti\b.* Meanwhile, warm the oil\b/,
    );
  });

  it('cook dried pasta while a mince sauce simmers, never first to wait for the sauce', () => {
    const steps = fill('Pasta', ['beef mince', 'spaghetti', 'chopped tomatoes', 'onion']).steps;
    expect(steps[0]).toBe('Bring a large pan of well-salted water to the boil.');
    const sauce = steps.findIndex((step) => /simmer for 15 minutes/.test(step));
    expect(sauce).toBeGreaterThan(0);
    expect(steps[sauce + 1]).toMatch(
      /^While the sauce simmers, cook the spaghetti in the boiling water for the time on the packet\b/,
    );
    expect(steps.join(' ')).not.toMatch(/Meanwhile/);
    expect(fill('Pasta', ['beef mince', 'spaghetti', 'chopped tomatoes', 'onion']).minutes).toBe(
      35,
    );
    expect(fill('Pasta', ['bacon', 'spaghetti', 'chopped tomatoes']).minutes).toBe(25);
    expect(stepsOf('Pasta', ['beef mince', 'penne', 'passata', 'frozen peas'])).toMatch(
      /While the sauce simmers, cook the \w+ in the boiling water\b[^.]*, adding the peas for the last 3 minutes\./,
    );
  });

  it('call mince what the visitor called it, in the list and the steps: beef mince, pork mince', () => {
    const soup = fill('Soup', ['beef mince', 'carrots', 'stock']);
    const written = [...soup.lines.map((line) => line.text), ...soup.steps].join(' ');
    expect(soup.lines.map((line) => line.text)).toContain('300 g beef mince');
    expect(written).toMatch(/\bbrown the beef mince\b|\badd the beef mince\b/i);
    expect(written).not.toMatch(/ground beef/);
    expect(stepsOf('Stir-Fry', ['pork mince', 'noodles', 'soy sauce'])).toMatch(
      /\bbrown the pork mince\b/,
    );
    expect(listOf('Soup', ['ground beef', 'carrots', 'stock'])).toContain('300 g ground beef');
    expect(listOf('Soup', ['hamburger meat', 'carrots', 'stock'])).toContain('300 g ground beef');
  });

  it('name passata as passata, in the list and the steps, never as chopped tomatoes', () => {
    for (const dish of ['Pasta', 'Soup', 'Curry']) {
      const recipe = fill(dish, [
        'passata',
        'chicken thighs',
        'spaghetti',
        'stock',
        'curry powder',
      ]);
      const written = [...recipe.lines.map((line) => line.text), ...recipe.steps].join(' ');
      expect(
        recipe.lines.map((line) => line.text),
        dish,
      ).toContain('400 g passata');
      expect(written, dish).toMatch(/\bthe passata\b/);
      expect(written, dish).not.toMatch(/chopped tomatoes/);
    }
    expect(listOf('Pasta', ['chopped tomatoes', 'chicken thighs', 'spaghetti'])).toContain(
      'chopped tomatoes',
    );
  });

  it('soften the onion of a pasta before its mince goes in, and for 5 minutes, never 2', () => {
    const steps = fill('Pasta', [
      'beef mince',
      'spaghetti',
      'chopped tomatoes',
      'onion',
      'garlic',
    ]).steps;
    const onion = steps.findIndex((step) => /soften the onion for 5 minutes/.test(step));
    const mince = steps.findIndex((step) => /add the beef mince and brown it\b/.test(step));
    expect(onion).toBeGreaterThan(0);
    expect(mince).toBe(onion + 1);
    expect(stepsOf('Pasta', ['chicken', 'pasta', 'onion'])).toMatch(
      /fry the chicken\b[^.]*\. Lower the heat and soften the onion for 5 minutes\./,
    );
    expect(stepsOf('Pasta', ['pasta', 'garlic', 'courgette'])).toMatch(
      /Add the garlic and cook gently for 2 minutes without browning\./,
    );
  });

  it('name a soup for its tortellini, and time it by what it cooks', () => {
    const soup = fill('Soup', ['tortellini', 'spinach', 'stock']);
    expect(soup.title).toBe('Spinach Tortellini Soup');
    expect(soup.minutes).toBe(20);
    expect(fill('Soup', ['peas', 'onion', 'stock', 'mint']).minutes).toBe(25);
    expect(fill('Soup', ['broccoli', 'rice', 'stock']).minutes).toBe(30);
    expect(fill('Soup', ['carrots', 'onion', 'stock']).minutes).toBe(45);
    expect(fill('Soup', ['chicken thighs', 'spinach', 'stock']).minutes).toBe(45);
    expect(fill('Soup', ['red lentils', 'carrots', 'stock']).minutes).toBe(50);
  });

  it('name tortellini, ravioli, cappelletti and agnolotti as the visitor has them, never as filled pasta', () => {
    for (const filled of ['tortellini', 'ravioli', 'cappelletti', 'agnolotti']) {
      const soup = fill('Soup', [filled, 'stock', 'spinach']);
      expect(soup.steps.join(' ')).toMatch(new RegExp(`Add the ${filled} and simmer\\b`));
      expect(soup.lines.map((line) => line.text)).toContain(`300 g fresh ${filled}`);
      expect(
        [soup.title, ...soup.steps, ...soup.lines.map((line) => line.text)].join(' '),
      ).not.toMatch(/filled pasta/);
    }
  });

  it('drizzle oil over a soup with nothing to soften only when no coconut milk or cream enriches it', () => {
    for (const rich of ['coconut milk', 'cream', 'yogurt']) {
      const soup = fill('Soup', ['peas', 'stock', rich]);
      expect(soup.steps.join(' '), rich).not.toMatch(/\boil\b/);
      expect(
        soup.lines.map((line) => line.ingredient.id),
        rich,
      ).not.toContain('olive oil');
    }
    expect(stepsOf('Soup', ['peas', 'stock', 'parmesan'])).toMatch(
      /serve with the parmesan scattered over and a drizzle of the olive oil\./,
    );
    expect(listOf('Soup', ['peas', 'stock', 'onion', 'cream'])).toContain('olive oil');
  });

  it('wilt spinach in a soup for a minute or two, never simmering it 3 minutes to heat through', () => {
    const soup = stepsOf('Soup', ['spinach', 'peas', 'potatoes', 'onion', 'stock']);
    expect(soup).toMatch(
      /Stir in the peas and simmer for 3 minutes to heat through\. Stir in the spinach and let it wilt for a minute or two\./,
    );
    expect(soup).not.toMatch(/spinach[^.]* simmer for 3 minutes/);
  });

  it('spread a crumble’s fruit as the list cuts it, never cutting it again', () => {
    const bananas = fill('Crumble', ['bananas', 'flour', 'butter', 'sugar']);
    expect(bananas.lines.map((line) => line.text)).toContain('2 ripe bananas, sliced');
    expect(bananas.steps.join(' ')).toMatch(/Spread the bananas in a baking dish/);
    expect(bananas.steps.join(' ')).not.toMatch(/\bcut\b|if large/i);
  });

  it('cut a topping’s worth of watermelon into chunks without its rind for a porridge or a salad', () => {
    expect(listOf('Porridge', ['watermelon', 'oats', 'milk'])).toContain(
      '300 g watermelon, rind removed and cut into chunks',
    );
  });

  it('blend a smoothie’s fruit as the list cuts it, peeling an orange, never cutting it again', () => {
    const bananas = fill('Smoothie', ['orange', 'bananas', 'milk']);
    expect(bananas.lines.map((line) => line.text)).toEqual(
      expect.arrayContaining(['1 orange, peeled and segmented', '2 ripe bananas, sliced']),
    );
    expect(bananas.steps.join(' ')).toMatch(
      /Put the milk in a blender with the orange and bananas\./,
    );
    expect(stepsOf('Smoothie', ['watermelon', 'milk'])).not.toMatch(/\bchunks\b|\bcut/i);
  });

  it('write nothing when none of the visitor’s ingredients would name the dish', () => {
    expect(
      testCookbook.formulas.fill(
        formula('Frittata'),
        readPantry(testKitchen, ['egg', 'salt', 'xyzzy']),
      ),
    ).toBeUndefined();
    expect(
      testCookbook.formulas.fill(formula('Traybake'), readPantry(testKitchen, ['sausages'])),
    ).toBeUndefined();
  });

  it('puts noodles, rice or short pasta in a soup, never spaghetti', () => {
    const ids = (typed: string[]) => fill('Soup', typed).lines.map((line) => line.ingredient.id);
    expect(ids(['chicken thighs', 'carrots', 'spaghetti'])).not.toContain('spaghetti');
    expect(ids(['chicken thighs', 'carrots', 'egg noodles'])).toContain('egg noodle');
  });

  it('puts a soup’s pasta or rice in by the handful, the pasta small, and no polenta', () => {
    expect(listOf('Soup', ['artichoke hearts', 'pasta', 'stock'])).toContain('75 g small pasta');
    expect(listOf('Soup', ['artichoke hearts', 'pasta', 'stock'])).not.toMatch(/200 g pasta/);
    expect(listOf('Soup', ['chicken thighs', 'carrots', 'rice'])).toContain('75 g rice');
    expect(listOf('Soup', ['chicken thighs', 'carrots', 'egg noodles'])).toContain(
      '200 g dried egg noodles',
    );
    expect(listOf('Soup', ['chicken thighs', 'carrots', 'polenta'])).not.toContain('polenta');
  });

  it('browns meat-free mince until browned, and beef mince until no pink remains', () => {
    const meatFree = stepsOf('Pasta', ['Quorn mince', 'tin of tomatoes', 'onion', 'spaghetti']);
    expect(meatFree).toContain('breaking it up with a wooden spoon, until browned');
    expect(meatFree).not.toContain('pink');
    expect(stepsOf('Pasta', ['ground beef', 'tin of tomatoes', 'onion', 'spaghetti'])).toContain(
      'until no pink remains',
    );
  });

  it('join what goes into the pasta pan, and the last touches, as running text', () => {
    const steps = stepsOf('Pasta', ['tin of tomatoes', 'tinned mackerel', 'pasta', 'lemon']);
    expect(steps).toContain('with a splash of the cooking water and the mackerel.');
    expect(steps).toContain('Season with salt and pepper and squeeze over the lemon.');
  });

  it('list vegetable stock in a dish with no meat or fish, chicken stock only beside meat', () => {
    const leekPie = listOf('Pie', ['leeks', 'potatoes', 'stock', 'cream', 'puff pastry']);
    expect(leekPie).toContain('300 ml vegetable stock');
    expect(leekPie).not.toContain('chicken');
    expect(listOf('Soup', ['carrots', 'onion', 'stock'])).toContain('1 litre vegetable stock\n');
    expect(listOf('Risotto', ['mushrooms', 'risotto rice', 'onion'])).toContain(
      '750 ml hot vegetable stock\n',
    );
    expect(listOf('Pie', ['chicken breast', 'leeks', 'puff pastry'])).toContain(
      '300 ml chicken or vegetable stock',
    );
    expect(listOf('Soup', ['prawns', 'noodles', 'stock'])).toContain(
      '1 litre vegetable or chicken stock',
    );
    expect(listOf('Pie', ['leeks', 'chicken stock', 'puff pastry'])).toContain(
      '300 ml chicken stock',
    );
  });
});
