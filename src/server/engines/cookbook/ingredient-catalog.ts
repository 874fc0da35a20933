import type { Diet, Ingredient, IngredientRole, Taste } from './ingredient.ts';

interface Details {
  /** Defaults to the id: 'spinach'. */
  name?: string;
  /** Defaults to the id in title case: 'Spinach'. */
  title?: string;
  aliases?: readonly string[];
  diet?: Diet;
  taste?: Taste;
  staple?: boolean;
}

function kind(role: IngredientRole, diet: Diet, taste: Taste) {
  return (id: string, portion: string, details: Details = {}): Ingredient => ({
    id,
    name: details.name ?? id,
    title: details.title ?? id.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()),
    role,
    diet: details.diet ?? diet,
    taste: details.taste ?? taste,
    portion,
    aliases: details.aliases ?? [],
    staple: details.staple ?? false,
  });
}

const meat = kind('protein', 'meat', 'savory');
const fish = kind('protein', 'fish', 'savory');
const plantProtein = kind('protein', 'vegan', 'savory');
const vegetable = kind('vegetable', 'vegan', 'savory');
const greens = kind('greens', 'vegan', 'savory');
const starch = kind('starch', 'vegan', 'neutral');
const aromatic = kind('aromatic', 'vegan', 'savory');
const herb = kind('herb', 'vegan', 'savory');
const spice = kind('spice', 'vegan', 'neutral');
const dairy = kind('dairy', 'vegetarian', 'neutral');
const fruit = kind('fruit', 'vegan', 'sweet');
const nut = kind('nut', 'vegan', 'neutral');
const sauce = kind('sauce', 'vegan', 'savory');
const sweet = kind('sweet', 'vegan', 'sweet');
const baking = kind('baking', 'vegan', 'neutral');
const fat = kind('fat', 'vegan', 'neutral');
const liquid = kind('liquid', 'vegan', 'neutral');

/**
 * Everything the built-in cookbook knows about ingredients. Plurals ('tomatoes', 'berries', 'leaves')
 * are understood without listing them; aliases hold the other names people type.
 */
export const ingredientCatalog: readonly Ingredient[] = [
  // Always on hand.
  spice('salt', '1 tsp salt', { aliases: ['sea salt', 'kosher salt', 'table salt'], staple: true }),
  spice('black pepper', '½ tsp black pepper', {
    aliases: ['pepper', 'ground pepper', 'peppercorn', 'ground black pepper'],
    staple: true,
  }),
  fat('olive oil', '2 tbsp olive oil', {
    aliases: ['extra virgin olive oil', 'evoo', 'oil'],
    staple: true,
  }),
  fat('vegetable oil', '2 tbsp vegetable oil', {
    aliases: ['sunflower oil', 'canola oil', 'rapeseed oil', 'cooking oil', 'neutral oil'],
    staple: true,
  }),
  liquid('water', 'water', { staple: true }),

  // Meat and fish.
  meat('chicken', '2 chicken breasts (about 350 g)', {
    aliases: ['chicken breast', 'chicken thigh', 'chicken fillet', 'chicken meat', 'poultry'],
  }),
  meat('ground beef', '300 g ground beef', {
    title: 'Beef',
    aliases: ['beef mince', 'minced beef', 'mince', 'hamburger meat', 'ground meat'],
  }),
  meat('beef', '300 g beef steak', { aliases: ['steak', 'beef steak', 'sirloin', 'stewing beef'] }),
  meat('pork', '300 g pork loin', { aliases: ['pork chop', 'pork loin', 'pork shoulder'] }),
  meat('ground pork', '300 g ground pork', { title: 'Pork', aliases: ['pork mince'] }),
  meat('lamb', '300 g lamb', { aliases: ['lamb chop', 'lamb shoulder', 'lamb mince'] }),
  meat('turkey', '300 g turkey breast', { aliases: ['turkey breast', 'ground turkey'] }),
  meat('bacon', '4 rashers bacon', { aliases: ['rasher', 'pancetta', 'lardon', 'streaky bacon'] }),
  meat('ham', '150 g ham', { aliases: ['prosciutto', 'cooked ham'] }),
  meat('sausage', '4 sausages', { name: 'sausages', aliases: ['chorizo', 'bratwurst', 'banger'] }),
  fish('salmon', '2 salmon fillets', { aliases: ['salmon fillet', 'smoked salmon'] }),
  fish('tuna', '1 can tuna (about 150 g)', {
    aliases: ['canned tuna', 'tinned tuna', 'tuna steak'],
  }),
  fish('cod', '2 cod fillets', {
    aliases: ['white fish', 'haddock', 'pollock', 'hake', 'fish fillet', 'fish'],
    title: 'Cod',
  }),
  fish('shrimp', '250 g shrimp, peeled', {
    aliases: ['prawn', 'king prawn', 'tiger prawn', 'shrimps'],
    title: 'Shrimp',
  }),
  fish('anchovy', '4 anchovy fillets', { name: 'anchovies', aliases: ['anchovy fillet'] }),
  fish('mussel', '1 kg mussels', { name: 'mussels' }),

  // Plant proteins, eggs and legumes.
  plantProtein('egg', '4 eggs', {
    name: 'eggs',
    diet: 'vegetarian',
    taste: 'neutral',
    aliases: ['free range egg', 'hen egg'],
  }),
  plantProtein('tofu', '400 g firm tofu', { aliases: ['firm tofu', 'bean curd', 'silken tofu'] }),
  plantProtein('tempeh', '200 g tempeh'),
  plantProtein('chickpea', '1 can chickpeas (400 g), drained', {
    name: 'chickpeas',
    aliases: ['garbanzo', 'garbanzo bean', 'chick pea', 'canned chickpea'],
  }),
  plantProtein('black bean', '1 can black beans (400 g), drained', {
    name: 'black beans',
    aliases: ['turtle bean'],
  }),
  plantProtein('kidney bean', '1 can kidney beans (400 g), drained', {
    name: 'kidney beans',
    aliases: ['red kidney bean', 'red bean'],
  }),
  plantProtein('white bean', '1 can white beans (400 g), drained', {
    name: 'white beans',
    aliases: ['cannellini', 'cannellini bean', 'butter bean', 'navy bean', 'haricot bean'],
  }),
  plantProtein('lentil', '150 g lentils', {
    name: 'lentils',
    aliases: ['red lentil', 'green lentil', 'brown lentil', 'puy lentil'],
  }),
  plantProtein('edamame', '150 g edamame beans', { aliases: ['soybean', 'soy bean'] }),

  // Vegetables.
  vegetable('tomato', '3 tomatoes', {
    name: 'tomatoes',
    aliases: ['cherry tomato', 'roma tomato', 'plum tomato', 'vine tomato', 'grape tomato'],
  }),
  vegetable('potato', '3 medium potatoes', {
    name: 'potatoes',
    aliases: ['spud', 'new potato', 'russet', 'baby potato', 'yukon gold'],
  }),
  vegetable('sweet potato', '2 sweet potatoes', { name: 'sweet potatoes', aliases: ['yam'] }),
  vegetable('carrot', '2 carrots', { name: 'carrots', aliases: ['baby carrot'] }),
  vegetable('bell pepper', '2 bell peppers', {
    name: 'peppers',
    title: 'Pepper',
    aliases: [
      'red pepper',
      'green pepper',
      'yellow pepper',
      'capsicum',
      'sweet pepper',
      'peppers',
      'red bell pepper',
      'green bell pepper',
      'yellow bell pepper',
    ],
  }),
  vegetable('zucchini', '2 zucchini', {
    aliases: ['courgette', 'zucchinis', 'zucchine', 'summer squash'],
  }),
  vegetable('eggplant', '1 large eggplant', { aliases: ['aubergine', 'brinjal'] }),
  vegetable('broccoli', '1 head broccoli, in florets', {
    aliases: ['broccoli floret', 'broccolini'],
  }),
  vegetable('cauliflower', '½ head cauliflower, in florets', { aliases: ['cauliflower floret'] }),
  vegetable('mushroom', '250 g mushrooms', {
    name: 'mushrooms',
    aliases: ['button mushroom', 'chestnut mushroom', 'portobello', 'shiitake', 'cremini'],
  }),
  vegetable('corn', '1 cup sweetcorn kernels', {
    title: 'Corn',
    aliases: ['sweetcorn', 'sweet corn', 'corn kernel', 'corn on the cob', 'maize'],
  }),
  vegetable('pea', '1 cup peas', {
    name: 'peas',
    aliases: ['green pea', 'garden pea', 'frozen pea'],
  }),
  vegetable('green bean', '200 g green beans', {
    name: 'green beans',
    aliases: ['string bean', 'french bean', 'runner bean'],
  }),
  vegetable('asparagus', '1 bunch asparagus'),
  vegetable('cucumber', '1 cucumber', { aliases: ['english cucumber', 'gherkin'] }),
  vegetable('avocado', '1 ripe avocado', { name: 'avocado', aliases: ['hass avocado'] }),
  vegetable('cabbage', '¼ head cabbage', {
    aliases: ['red cabbage', 'white cabbage', 'savoy cabbage'],
  }),
  vegetable('brussels sprout', '300 g brussels sprouts', {
    name: 'brussels sprouts',
    title: 'Brussels Sprout',
    aliases: ['brussel sprout', 'sprout'],
  }),
  vegetable('butternut squash', '½ butternut squash', {
    title: 'Squash',
    aliases: ['squash', 'butternut', 'pumpkin', 'winter squash', 'acorn squash'],
  }),
  vegetable('beetroot', '3 cooked beetroots', {
    title: 'Beetroot',
    aliases: ['beet', 'beets', 'red beet'],
  }),
  vegetable('celery', '2 sticks celery', { aliases: ['celery stick', 'celery stalk'] }),
  vegetable('radish', '6 radishes', { name: 'radishes' }),
  vegetable('okra', '200 g okra', { aliases: ['lady finger', 'bhindi'] }),
  vegetable('olive', '½ cup olives', {
    name: 'olives',
    aliases: ['black olive', 'green olive', 'kalamata', 'kalamata olive'],
  }),
  vegetable('artichoke', '1 jar artichoke hearts', { aliases: ['artichoke heart'] }),
  vegetable('parsnip', '2 parsnips', { name: 'parsnips' }),
  vegetable('fennel', '1 fennel bulb', { aliases: ['fennel bulb'] }),
  vegetable('bean sprout', '1 cup bean sprouts', {
    name: 'bean sprouts',
    aliases: ['mung bean sprout'],
  }),
  vegetable('water chestnut', '1 can water chestnuts', { name: 'water chestnuts' }),

  // Leaves.
  greens('spinach', '2 handfuls spinach', { aliases: ['baby spinach', 'spinach leaf'] }),
  greens('kale', '2 handfuls kale', { aliases: ['cavolo nero', 'curly kale', 'lacinato kale'] }),
  greens('lettuce', '1 head lettuce', {
    aliases: [
      'romaine',
      'iceberg',
      'little gem',
      'cos',
      'butter lettuce',
      'salad leaf',
      'mixed green',
    ],
  }),
  greens('rocket', '2 handfuls rocket', { title: 'Rocket', aliases: ['arugula', 'roquette'] }),
  greens('chard', '1 bunch chard', { aliases: ['swiss chard', 'silverbeet', 'rainbow chard'] }),
  greens('bok choy', '2 heads bok choy', {
    aliases: ['pak choi', 'pak choy', 'bok choi', 'pok choi'],
  }),
  greens('watercress', '1 bunch watercress', { aliases: ['cress'] }),

  // Starches and grains.
  starch('pasta', '200 g pasta', {
    aliases: ['penne', 'fusilli', 'rigatoni', 'farfalle', 'macaroni', 'orzo', 'conchiglie'],
  }),
  starch('spaghetti', '200 g spaghetti', {
    aliases: ['linguine', 'tagliatelle', 'fettuccine', 'bucatini'],
  }),
  starch('rice', '150 g rice', {
    aliases: [
      'white rice',
      'long grain rice',
      'jasmine rice',
      'basmati',
      'basmati rice',
      'cooked rice',
    ],
  }),
  starch('brown rice', '150 g brown rice', { title: 'Brown Rice' }),
  starch('arborio rice', '150 g arborio rice', {
    title: 'Risotto Rice',
    aliases: ['risotto rice', 'carnaroli', 'arborio'],
  }),
  starch('noodle', '200 g egg noodles', {
    name: 'noodles',
    aliases: ['egg noodle', 'ramen', 'ramen noodle', 'udon', 'soba', 'rice noodle', 'vermicelli'],
  }),
  starch('bread', '4 slices bread', {
    aliases: [
      'sourdough',
      'loaf',
      'baguette',
      'toast',
      'white bread',
      'wholemeal bread',
      'ciabatta',
    ],
  }),
  starch('tortilla', '4 tortillas', {
    name: 'tortillas',
    aliases: ['wrap', 'flour tortilla', 'corn tortilla', 'taco shell'],
  }),
  starch('pita', '2 pita breads', { aliases: ['pitta', 'pita bread', 'flatbread', 'naan'] }),
  starch('couscous', '150 g couscous'),
  starch('quinoa', '150 g quinoa'),
  starch('oat', '1 cup rolled oats', {
    name: 'oats',
    aliases: ['oats', 'rolled oat', 'porridge oat', 'oatmeal'],
  }),
  starch('bulgur', '150 g bulgur wheat', { aliases: ['bulgur wheat', 'bulghur', 'cracked wheat'] }),
  starch('polenta', '150 g polenta', { aliases: ['cornmeal', 'grits'] }),
  starch('gnocchi', '500 g gnocchi'),
  starch('breadcrumb', '½ cup breadcrumbs', { name: 'breadcrumbs', aliases: ['panko'] }),

  // Onions and their kin, garlic, ginger, chillies.
  aromatic('onion', '1 onion', {
    name: 'onion',
    aliases: ['yellow onion', 'brown onion', 'white onion', 'red onion', 'sweet onion'],
  }),
  aromatic('garlic', '2 cloves garlic', {
    aliases: ['garlic clove', 'clove of garlic', 'garlic bulb'],
  }),
  aromatic('spring onion', '4 spring onions', {
    name: 'spring onions',
    aliases: ['scallion', 'green onion', 'salad onion'],
  }),
  aromatic('shallot', '2 shallots', { name: 'shallots' }),
  aromatic('leek', '1 leek', { name: 'leek' }),
  aromatic('ginger', '1 thumb-sized piece ginger', { aliases: ['ginger root', 'root ginger'] }),
  aromatic('chili', '1 fresh chili', {
    name: 'chili',
    aliases: [
      'chilli',
      'chile',
      'jalapeno',
      'jalapeño',
      'red chili',
      'green chili',
      'bird eye chili',
    ],
  }),
  aromatic('lemongrass', '1 stalk lemongrass', { aliases: ['lemon grass'] }),

  // Herbs.
  herb('basil', '1 handful basil leaves', { aliases: ['basil leaf', 'thai basil', 'sweet basil'] }),
  herb('parsley', '1 handful parsley', { aliases: ['flat leaf parsley', 'italian parsley'] }),
  herb('cilantro', '1 handful cilantro', {
    title: 'Cilantro',
    aliases: ['coriander leaf', 'coriander leaves', 'fresh coriander', 'chinese parsley'],
  }),
  herb('mint', '1 handful mint leaves', { aliases: ['mint leaf', 'spearmint', 'peppermint'] }),
  herb('dill', '1 small bunch dill'),
  herb('chive', '1 small bunch chives', { name: 'chives' }),
  herb('rosemary', '2 sprigs rosemary'),
  herb('thyme', '4 sprigs thyme'),
  herb('oregano', '1 tsp dried oregano', { aliases: ['dried oregano'] }),
  herb('sage', '6 sage leaves', { aliases: ['sage leaf'] }),
  herb('bay leaf', '2 bay leaves', { name: 'bay leaves', title: 'Bay' }),
  herb('tarragon', '1 small bunch tarragon'),

  // Spices.
  spice('cumin', '1 tsp ground cumin', { aliases: ['ground cumin', 'cumin seed', 'jeera'] }),
  spice('paprika', '1 tsp paprika', { aliases: ['smoked paprika', 'sweet paprika', 'pimenton'] }),
  spice('chili flakes', '½ tsp chili flakes', {
    aliases: [
      'red pepper flakes',
      'chilli flakes',
      'crushed red pepper',
      'cayenne',
      'chili powder',
    ],
  }),
  spice('curry powder', '2 tsp curry powder', { aliases: ['curry paste', 'madras curry powder'] }),
  spice('garam masala', '1 tsp garam masala'),
  spice('turmeric', '1 tsp ground turmeric', { aliases: ['ground turmeric', 'haldi'] }),
  spice('ground coriander', '1 tsp ground coriander', { aliases: ['coriander seed'] }),
  spice('cinnamon', '1 tsp ground cinnamon', { aliases: ['ground cinnamon', 'cinnamon stick'] }),
  spice('nutmeg', '¼ tsp ground nutmeg', { aliases: ['ground nutmeg'] }),
  spice('ginger powder', '1 tsp ground ginger', { title: 'Ginger', aliases: ['ground ginger'] }),
  spice('vanilla', '1 tsp vanilla extract', {
    taste: 'sweet',
    aliases: ['vanilla extract', 'vanilla essence', 'vanilla pod', 'vanilla bean'],
  }),
  spice('mustard seed', '1 tsp mustard seeds', { name: 'mustard seeds' }),
  spice('five spice', '1 tsp Chinese five spice', {
    aliases: ['chinese five spice', 'five spice powder'],
  }),
  spice('italian herbs', '1 tsp dried Italian herbs', {
    aliases: ['mixed herbs', 'dried herbs', 'herbes de provence', 'italian seasoning'],
  }),

  // Dairy.
  dairy('butter', '2 tbsp butter', { aliases: ['unsalted butter', 'salted butter'] }),
  dairy('milk', '250 ml milk', {
    aliases: ['whole milk', 'semi skimmed milk', 'skim milk', 'cow milk'],
  }),
  dairy('cream', '150 ml cream', {
    aliases: [
      'heavy cream',
      'double cream',
      'single cream',
      'whipping cream',
      'creme fraiche',
      'crème fraîche',
    ],
  }),
  dairy('yogurt', '150 g plain yogurt', {
    aliases: ['yoghurt', 'greek yogurt', 'greek yoghurt', 'natural yogurt', 'plain yogurt', 'curd'],
  }),
  dairy('sour cream', '150 ml sour cream', { aliases: ['soured cream'] }),
  dairy('cheddar', '100 g cheddar, grated', {
    aliases: [
      'cheese',
      'cheddar cheese',
      'grated cheese',
      'hard cheese',
      'gruyere',
      'gruyère',
      'emmental',
    ],
  }),
  dairy('parmesan', '40 g parmesan, grated', {
    aliases: ['parmigiano', 'parmigiano reggiano', 'grana padano', 'pecorino', 'parmesan cheese'],
  }),
  dairy('mozzarella', '1 ball mozzarella', {
    aliases: ['burrata', 'mozzarella cheese', 'bocconcini'],
  }),
  dairy('feta', '100 g feta', { aliases: ['feta cheese'] }),
  dairy('goat cheese', '100 g soft goat cheese', {
    aliases: ['goats cheese', "goat's cheese", 'chevre'],
  }),
  dairy('ricotta', '150 g ricotta', { aliases: ['cottage cheese', 'ricotta cheese'] }),
  dairy('halloumi', '1 block halloumi (225 g)', { aliases: ['paneer'] }),
  dairy('cream cheese', '100 g cream cheese', { aliases: ['mascarpone', 'soft cheese'] }),

  // Fruit.
  fruit('apple', '2 apples', {
    name: 'apples',
    aliases: ['granny smith', 'green apple', 'red apple'],
  }),
  fruit('banana', '2 ripe bananas', { name: 'bananas' }),
  fruit('lemon', '1 lemon', { taste: 'neutral', aliases: ['lemon juice', 'lemon zest'] }),
  fruit('lime', '1 lime', { taste: 'neutral', aliases: ['lime juice', 'lime zest'] }),
  fruit('orange', '1 orange', {
    aliases: ['clementine', 'mandarin', 'satsuma', 'tangerine', 'orange juice'],
  }),
  fruit('strawberry', '250 g strawberries', { name: 'strawberries' }),
  fruit('blueberry', '150 g blueberries', { name: 'blueberries' }),
  fruit('raspberry', '150 g raspberries', { name: 'raspberries' }),
  fruit('mixed berries', '200 g mixed berries', {
    title: 'Berry',
    aliases: ['berry', 'frozen berry', 'summer fruit', 'blackberry', 'mixed berry'],
  }),
  fruit('mango', '1 ripe mango', { aliases: ['mangoes'] }),
  fruit('pineapple', '¼ pineapple', { aliases: ['pineapple chunk'] }),
  fruit('pear', '2 pears', { name: 'pears' }),
  fruit('peach', '2 peaches', { name: 'peaches', aliases: ['nectarine', 'apricot'] }),
  fruit('grape', '1 cup grapes', { name: 'grapes' }),
  fruit('cherry', '200 g cherries', { name: 'cherries' }),
  fruit('watermelon', '¼ watermelon', { aliases: ['melon', 'cantaloupe', 'honeydew'] }),
  fruit('kiwi', '2 kiwis', { name: 'kiwis', aliases: ['kiwi fruit', 'kiwifruit'] }),
  fruit('raisin', '¼ cup raisins', {
    name: 'raisins',
    aliases: ['sultana', 'currant', 'dried fruit'],
  }),
  fruit('date', '6 dates', { name: 'dates', aliases: ['medjool date'] }),
  fruit('coconut', '¼ cup desiccated coconut', {
    taste: 'neutral',
    aliases: ['desiccated coconut', 'shredded coconut', 'coconut flake'],
  }),

  // Nuts and seeds.
  nut('almond', '¼ cup almonds', { name: 'almonds', aliases: ['flaked almond', 'ground almond'] }),
  nut('walnut', '¼ cup walnuts', { name: 'walnuts', aliases: ['pecan'] }),
  nut('peanut', '¼ cup roasted peanuts', { name: 'peanuts', aliases: ['roasted peanut'] }),
  nut('cashew', '¼ cup cashews', { name: 'cashews', aliases: ['cashew nut'] }),
  nut('pine nut', '2 tbsp pine nuts', { name: 'pine nuts', aliases: ['pignoli'] }),
  nut('sesame seed', '1 tbsp sesame seeds', { name: 'sesame seeds', aliases: ['sesame'] }),
  nut('peanut butter', '2 tbsp peanut butter', { aliases: ['almond butter', 'nut butter'] }),
  nut('chia seed', '2 tbsp chia seeds', {
    name: 'chia seeds',
    aliases: ['chia', 'flax seed', 'linseed'],
  }),
  nut('pumpkin seed', '2 tbsp pumpkin seeds', {
    name: 'pumpkin seeds',
    aliases: ['pepita', 'sunflower seed'],
  }),
  nut('tahini', '2 tbsp tahini', { aliases: ['sesame paste'] }),

  // Sauces, condiments, stocks and tins.
  sauce('soy sauce', '2 tbsp soy sauce', {
    aliases: ['tamari', 'shoyu', 'light soy sauce', 'dark soy sauce'],
  }),
  sauce('canned tomato', '1 can chopped tomatoes (400 g)', {
    name: 'chopped tomatoes',
    title: 'Tomato',
    aliases: [
      'chopped tomato',
      'tinned tomato',
      'crushed tomato',
      'passata',
      'tomato sauce',
      'diced tomato',
    ],
  }),
  sauce('tomato paste', '1 tbsp tomato paste', { aliases: ['tomato puree', 'tomato purée'] }),
  sauce('coconut milk', '1 can coconut milk (400 ml)', {
    aliases: ['coconut cream'],
    taste: 'neutral',
  }),
  sauce('stock', '750 ml vegetable stock', {
    aliases: [
      'broth',
      'vegetable stock',
      'chicken stock',
      'stock cube',
      'bouillon',
      'vegetable broth',
      'chicken broth',
    ],
  }),
  sauce('vinegar', '1 tbsp vinegar', {
    aliases: [
      'white wine vinegar',
      'red wine vinegar',
      'cider vinegar',
      'apple cider vinegar',
      'rice vinegar',
      'balsamic',
      'balsamic vinegar',
    ],
  }),
  sauce('mustard', '1 tsp Dijon mustard', {
    aliases: ['dijon', 'dijon mustard', 'wholegrain mustard'],
  }),
  sauce('mayonnaise', '2 tbsp mayonnaise', { aliases: ['mayo'], diet: 'vegetarian' }),
  sauce('ketchup', '2 tbsp ketchup', { aliases: ['tomato ketchup', 'catsup'] }),
  sauce('hot sauce', '1 tsp hot sauce', {
    aliases: ['sriracha', 'tabasco', 'chili sauce', 'harissa'],
  }),
  sauce('pesto', '3 tbsp pesto', { diet: 'vegetarian', aliases: ['basil pesto', 'green pesto'] }),
  sauce('salsa', '½ cup salsa', { aliases: ['pico de gallo'] }),
  sauce('fish sauce', '1 tbsp fish sauce', { diet: 'fish', aliases: ['nam pla'] }),
  sauce('oyster sauce', '1 tbsp oyster sauce', { diet: 'fish' }),
  sauce('sesame oil', '1 tsp toasted sesame oil', { aliases: ['toasted sesame oil'] }),
  sauce('miso', '1 tbsp miso paste', { aliases: ['miso paste', 'white miso', 'red miso'] }),
  sauce('worcestershire sauce', '1 tsp Worcestershire sauce', {
    diet: 'fish',
    aliases: ['worcestershire'],
  }),
  sauce('hummus', '4 tbsp hummus', { aliases: ['houmous', 'hommus'] }),
  sauce('white wine', '100 ml dry white wine', { aliases: ['wine', 'dry white wine'] }),
  sauce('red wine', '150 ml red wine'),
  sauce('capers', '1 tbsp capers', { aliases: ['caper'] }),

  // Sweet things.
  sweet('sugar', '2 tbsp sugar', {
    aliases: [
      'caster sugar',
      'granulated sugar',
      'white sugar',
      'brown sugar',
      'icing sugar',
      'powdered sugar',
    ],
  }),
  sweet('honey', '1 tbsp honey', {
    diet: 'vegetarian',
    taste: 'neutral',
    aliases: ['runny honey'],
  }),
  sweet('maple syrup', '2 tbsp maple syrup', {
    taste: 'neutral',
    aliases: ['syrup', 'golden syrup', 'agave', 'agave syrup'],
  }),
  sweet('chocolate', '100 g dark chocolate', {
    aliases: [
      'dark chocolate',
      'milk chocolate',
      'chocolate chip',
      'chocolate bar',
      'white chocolate',
    ],
  }),
  sweet('cocoa', '2 tbsp cocoa powder', { aliases: ['cocoa powder', 'cacao', 'cacao powder'] }),
  sweet('jam', '2 tbsp jam', { aliases: ['jelly', 'preserve', 'marmalade', 'strawberry jam'] }),
  sweet('condensed milk', '1 can condensed milk', {
    diet: 'vegetarian',
    aliases: ['sweetened condensed milk'],
  }),

  // Baking.
  baking('flour', '200 g plain flour', {
    aliases: [
      'plain flour',
      'all purpose flour',
      'all-purpose flour',
      'self raising flour',
      'wheat flour',
      'bread flour',
    ],
  }),
  baking('baking powder', '2 tsp baking powder', {
    aliases: ['baking soda', 'bicarbonate of soda', 'bicarb'],
  }),
  baking('yeast', '7 g dried yeast', {
    aliases: ['dried yeast', 'instant yeast', 'active dry yeast'],
  }),
  baking('cornstarch', '1 tbsp cornstarch', {
    aliases: ['cornflour', 'corn starch', 'corn flour'],
  }),

  // Drinks and milks.
  liquid('coffee', '2 shots espresso', { aliases: ['espresso', 'instant coffee', 'coffee bean'] }),
  liquid('tea', '2 tea bags', { aliases: ['tea bag', 'black tea', 'green tea', 'matcha'] }),
  liquid('oat milk', '250 ml oat milk', {
    aliases: ['almond milk', 'soy milk', 'soya milk', 'plant milk', 'rice milk'],
  }),
];

const catalogById = new Map(ingredientCatalog.map((ingredient) => [ingredient.id, ingredient]));

/** The catalog entry for an id the team wrote into a recipe or formula; a typo fails loudly. */
export function ingredientById(id: string): Ingredient {
  const ingredient = catalogById.get(id);
  if (!ingredient) throw new Error(`No ingredient '${id}' in the catalog`);
  return ingredient;
}
