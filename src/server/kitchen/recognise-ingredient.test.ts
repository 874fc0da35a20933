import { describe, expect, it } from 'vitest';
import { createIngredientNames } from './ingredient-names.ts';
import { createIngredientRecogniser } from './ingredient-recogniser.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

const idOf = (text: string) => testKitchen.recogniseIngredient(text)?.id;

describe('recogniseIngredient', () => {
  it.each([
    ['tomato', 'tomato'],
    ['Tomato', 'tomato'],
    ['  TOMATOES  ', 'tomato'],
    ['cherry   tomatoes', 'cherry tomato'],
    ['berries', 'mixed berries'],
    ['potatoes', 'potato'],
    ['bay leaves', 'bay leaf'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['couscous', 'couscous'],
    ['asparagus', 'asparagus'],
  ])('reads plurals, case and spacing: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it('reads seitan as seitan, a vegan wheat gluten, never a soy or mycoprotein stand-in', () => {
    const seitan = testKitchen.recogniseIngredient('seitan');
    expect(seitan?.id).toBe('seitan');
    expect(seitan?.diet).toBe('vegan');
    expect(seitan?.kindOfChain).toEqual([]);
  });

  it.each([
    ['beans', 'baked bean'],
    ['Beans', 'baked bean'],
    ['a tin of beans', 'baked bean'],
    ['pinto beans', undefined],
    ['dried beans', undefined],
    ['mung beans', undefined],
    ['green beans', 'green bean'],
    ['kidney beans', 'kidney bean'],
  ])('reads beans typed alone as baked beans, and no other beans: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ['scallion', 'spring onion'],
    ['green onions', 'spring onion'],
    ['Spring Onions', 'spring onion'],
    ['garbanzo beans', 'chickpea'],
    ['chickpeas', 'chickpea'],
    ['cilantro', 'cilantro'],
    ['coriander leaves', 'cilantro'],
    ['courgettes', 'zucchini'],
    ['zucchini', 'zucchini'],
    ['aubergine', 'eggplant'],
    ['prawns', 'shrimp'],
    ['rocket', 'rocket'],
    ['arugula', 'rocket'],
    ['crème fraîche', 'crème fraîche'],
    ["goat's cheese", 'goat cheese'],
  ])('knows synonyms and regional names: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ['2 eggs', 'egg'],
    ['a dozen eggs', 'egg'],
    ['fresh basil', 'basil'],
    ['chicken breasts', 'chicken breast'],
    ['2 large chicken breasts', 'chicken breast'],
    ['200g spaghetti', 'spaghetti'],
    ['1/2 cup of frozen peas', 'pea'],
    ['3 cloves of garlic', 'garlic'],
    ['½ red onion', 'onion'],
    ['can of chopped tomatoes', 'canned tomato'],
    ['ground beef', 'ground beef'],
    ['smoked paprika', 'smoked paprika'],
    ['peanut butter', 'peanut butter'],
    ['butter', 'butter'],
    ['coconut milk', 'coconut milk'],
    ['peppers', 'bell pepper'],
    ['pepper', 'black pepper'],
    ['sweet potatoes (2 big ones)', 'sweet potato'],
  ])('looks past quantities and adjectives: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ['tin of tomatoes', 'canned tomato'],
    ['a can of tomatoes', 'canned tomato'],
    ['2 tins of tuna', 'tuna'],
    ['leftover chicken', 'cooked chicken'],
    ['leftovers chicken', 'cooked chicken'],
    ['leftover cooked rice', 'cooked rice'],
    ['leftover rice', 'cooked rice'],
    ['cooked rice', 'cooked rice'],
    ['leftover roast beef', 'roast beef'],
    ['leftover boiled potatoes', 'cooked potato'],
    ['tin of mackerel', 'canned mackerel'],
  ])('reads a tin as tinned and leftovers as cooked: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ['Quorn mince', 'meat-free mince'],
    ['quorn', 'meat-free mince'],
    ['soya mince', 'vegan mince'],
    ['sausages', 'sausage'],
    ['Linda McCartney sausages', 'vegan sausage'],
    ['curry paste', 'curry paste'],
    ['korma paste', 'curry paste'],
    ['taco shells', 'taco shell'],
    ['tortilla chips', 'tortilla chip'],
    ['gluten-free pasta', 'gluten-free pasta'],
    ['gluten free bread', 'gluten-free bread'],
    ['almond butter', 'almond butter'],
    ['tamari', 'tamari'],
    ['Heinz beans', 'baked bean'],
    ['HP sauce', 'brown sauce'],
    ['Marmite', 'yeast extract'],
    ['Nutella', 'chocolate spread'],
  ])('keeps the product the visitor has: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it('reads a Quorn burger as vegetarian, held with egg, and a Beyond burger as vegan', () => {
    expect(testKitchen.recogniseIngredient('Quorn burgers')).toMatchObject({
      id: 'meat-free burger',
      diet: 'vegetarian',
    });
    expect(testKitchen.recogniseIngredient('beyond burger')).toMatchObject({
      id: 'vegan burger',
      diet: 'vegan',
    });
    const eggs = testKitchen.allergens.find((allergen) => allergen.id === 'eggs');
    expect(eggs?.ingredientIds.has('meat-free burger')).toBe(true);
    expect(eggs?.ingredientIds.has('vegan burger')).toBe(false);
  });

  it('never reads meat-free mince as beef, nor tamari as holding gluten', () => {
    expect(testKitchen.recogniseIngredient('Quorn mince')?.diet).toBe('vegetarian');
    const gluten = testKitchen.allergens.find((allergen) => allergen.id === 'gluten');
    expect(gluten?.ingredientIds.has('tamari')).toBe(false);
    expect(gluten?.ingredientIds.has('soy sauce')).toBe(true);
  });

  it.each(['roast beef', 'cooked rice', 'cooked potato', 'cooked chicken'])(
    'takes %s as cooked already: only warmed through, never cooked from raw',
    (id) => {
      const ingredient = testKitchen.ingredientById(id);
      expect(ingredient.cooking).toBe('warm-through');
      expect(ingredient.tags).toContain('ready-to-eat');
    },
  );

  it.each([
    ['chicken', 'chicken'],
    ['chicken thighs', 'chicken thigh'],
    ['boneless thighs', 'chicken thigh'],
    ['4 boneless skinless chicken thighs', 'chicken thigh'],
    ['chicken fillets', 'chicken breast'],
    ['a whole chicken', 'whole chicken'],
    ['cooked chicken', 'cooked chicken'],
    ['leftover roast chicken', 'cooked chicken'],
    ['2 cooked chicken breasts', 'cooked chicken'],
    ['stewing beef', 'stewing beef'],
    ['braising steak', 'stewing beef'],
    ['diced beef', 'stewing beef'],
    ['steak', 'steak'],
    ['sirloin steaks', 'steak'],
    ['beef mince', 'ground beef'],
    ['minced beef', 'ground beef'],
    ['lamb shoulder', 'lamb shoulder'],
    ['shoulder of lamb', 'lamb shoulder'],
    ['lamb mince', 'lamb mince'],
    ['minced lamb', 'lamb mince'],
    ['lamb chops', 'lamb chop'],
    ['smoked haddock', 'smoked haddock'],
    ['haddock', 'haddock'],
    ['cod', 'cod'],
    ['cod fillets', 'cod'],
    ['white fish', 'white fish'],
    ['smoked salmon', 'smoked salmon'],
    ['salmon fillets', 'salmon'],
    ['prawns', 'shrimp'],
    ['king prawns', 'shrimp'],
    ['tinned tuna', 'tuna'],
    ['tuna steaks', 'tuna steak'],
    ['rice noodles', 'rice noodle'],
    ['vermicelli', 'rice noodle'],
    ['egg noodles', 'egg noodle'],
    ['noodles', 'noodle'],
    ['cherry tomatoes', 'cherry tomato'],
    ['plum tomatoes', 'tomato'],
    ['tinned tomatoes', 'canned tomato'],
    ['passata', 'passata'],
    ['mutti passata', 'passata'],
    ['tomato passata', 'passata'],
    ['kidney beans', 'kidney bean'],
    ['tinned kidney beans', 'kidney bean'],
    ['dried kidney beans', 'dried kidney bean'],
    ['butter beans', 'butter bean'],
    ['red lentils', 'red lentil'],
    ['new potatoes', 'new potato'],
    ['sweetcorn', 'sweetcorn'],
    ['tinned sweetcorn', 'sweetcorn'],
    ['canned corn', 'sweetcorn'],
    ['frozen sweetcorn', 'frozen sweetcorn'],
    ['frozen corn', 'frozen sweetcorn'],
    ['a bag of frozen sweet corn', 'frozen sweetcorn'],
    ['frozen spinach', 'frozen spinach'],
    ['chicken stock', 'chicken stock'],
    ['stock', 'stock'],
    ['double cream', 'double cream'],
    ['self-raising flour', 'self-raising flour'],
    ['baking soda', 'bicarbonate of soda'],
    ['chorizo', 'chorizo'],
    ['pancetta', 'pancetta'],
  ])('keeps cuts and products apart: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ['cappelletti', 'cappelletti'],
    ['fresh agnolotti', 'agnolotti'],
    ['tortelloni', 'tortellini'],
    ['giovanni rana tortellini', 'tortellini'],
    ['Giovanni Rana ravioli', 'ravioli'],
    ['giovanni rana', 'filled pasta'],
    ['mezzelune', 'filled pasta'],
  ])('reads filled pasta as its kind, a brand as the kind it names: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
    expect(testKitchen.recogniseIngredient(typed)?.kindOfChain.at(-1) ?? id).toBe('filled pasta');
  });

  it.each([
    'xyzzy',
    '🍕',
    '🍅🍅',
    '!!!',
    '42',
    'asdf qwerty',
    '<script>alert(1)</script>',
    'of',
    ' ',
  ])('knows nothing of %j and does not throw', (typed) => {
    expect(idOf(typed)).toBeUndefined();
  });

  it('looks up a few runs of words per word, however many words an ingredient holds', () => {
    const names = createIngredientNames(testKitchen.ingredients);
    let lookUps = 0;
    const { recognise, read } = createIngredientRecogniser({
      ...names,
      named: (words) => {
        lookUps += 1;
        return names.named(words);
      },
    });
    const words = 50;
    // The longest valid ingredient in one-letter words: every run of them is a candidate.
    const typed = 'q '.repeat(words).trim();
    expect(recognise(typed)).toBeUndefined();
    expect(read(typed).ingredient).toBeUndefined();
    expect(names.longest).toBeLessThanOrEqual(6);
    expect(lookUps).toBeLessThanOrEqual(2 * (4 + words * names.longest));
  });
});

describe('readIngredient', () => {
  const readAs = (typed: string) => {
    const { ingredient, corrections } = testKitchen.readIngredient(typed);
    return [ingredient?.id, corrections.map(({ read }) => read)];
  };

  it.each([
    ['chiken', 'chicken', ['chicken']],
    ['brocoli', 'broccoli', ['broccoli']],
    ['garlik', 'garlic', ['garlic']],
    ['mozzarela', 'mozzarella', ['mozzarella']],
    ['spagetti', 'spaghetti', ['spaghetti']],
    ['chedder', 'cheddar', ['cheddar']],
    ['lingiune', 'spaghetti', ['linguine']],
    ['chikcen', 'chicken', ['chicken']],
    ['brocolli', 'broccoli', ['broccoli']],
    ['tomatoe', 'tomato', ['tomato']],
    ['potatoe', 'potato', ['potato']],
    ['2 chiken breasts', 'chicken breast', ['chicken']],
  ])('reads the misspelt %j as %s', (typed, id, read) => {
    expect(readAs(typed)).toEqual([id, read]);
  });

  it.each(['pear', 'lime', 'peas', 'lemon', 'xyzzy', 'gochugaru'])(
    'does not correct %j into something else',
    (typed) => {
      const { ingredient, corrections } = testKitchen.readIngredient(typed);
      expect(corrections).toEqual([]);
      expect(ingredient?.id).toBe(testKitchen.recogniseIngredient(typed)?.id);
    },
  );

  it('never reads one of two words as a food beside another food: broad beans are not bread', () => {
    const withoutBroadBeans = createIngredientRecogniser(
      createIngredientNames(testKitchen.ingredients.filter((one) => one.id !== 'broad bean')),
    );
    expect(withoutBroadBeans.read('broad beans')).toEqual({
      ingredient: undefined,
      corrections: [],
    });
    expect(withoutBroadBeans.read('frozen broad beans').ingredient).toBeUndefined();
    expect(withoutBroadBeans.read('2 chiken breasts').ingredient?.id).toBe('chicken breast');
  });

  it.each([
    ['broad beans', 'broad bean'],
    ['fava beans', 'broad bean'],
    ['jelly beans', 'jelly bean'],
  ])('knows %j as %s, not as what one of its words names', (typed, id) => {
    expect(readAs(typed)).toEqual([id, []]);
  });

  it('reads a recipe’s own lines as written, never correcting them', () => {
    expect(testKitchen.recogniseIngredient('chiken')).toBeUndefined();
  });
});
