import type { FromSchema } from 'json-schema-to-ts';

/** How a cut or product must be cooked to be right; formulas choose their steps by it. */
export const cookingMethods = [
  /** Seared or grilled briefly in a hot pan, then rested: steak, chops, breasts, fish fillets. */
  'sear',
  /** Fried until golden and cooked through: thighs in pieces, sausages, bacon, tofu. */
  'fry',
  /** Tossed over a high heat for a few minutes: prawns, squid, bean sprouts, bok choy. */
  'stir-fry',
  /** Roasted whole or in large pieces in the oven: a whole chicken, a leg of lamb, squash. */
  'roast',
  /** Simmered slowly in liquid for 1½ hours or more until tender: stewing beef, lamb shoulder. */
  'braise',
  /** Browned in a hot pan and broken up with a spoon: mince. */
  'brown-and-break-up',
  /** Simmered in liquid until tender: rice, lentils, potatoes. */
  'simmer',
  /** Cooked gently in barely simmering liquid: smoked haddock. */
  'poach',
  /** Cooked in a covered pan in their own steam until they open: mussels, clams. */
  'steam',
  /** Cooked in plenty of boiling salted water: pasta, noodles, green beans. */
  'boil',
  /** Left to soak in hot water, not cooked: couscous, rice noodles. */
  'soak',
  /** Soaked overnight, boiled hard for 10 minutes, then simmered until tender: dried beans. */
  'soak-and-boil',
  /** Cooked gently in oil until soft, never browned hard or roasted bare: onions, garlic. */
  'soften',
  /** Stirred in at the end until just wilted: spinach, chard. */
  'wilt',
  /** Already cooked or ready to eat; only heated through at the end: tinned beans, peas, ham. */
  'warm-through',
  /** Baked in the oven: pastry, lasagne sheets. */
  'bake',
  /** Toasted in a dry pan or under the grill: nuts, seeds, bread. */
  'toast',
  /** Served raw: salad leaves, soft herbs, smoked salmon. */
  'raw',
] as const;

/** Groups a formula's slot can select by, instead of naming ids in code. */
export const ingredientTags = [
  'wok-vegetable',
  'roasting-vegetable',
  'salad-vegetable',
  'soft-herb',
  'woody-herb',
  'melting-cheese',
  'curry-protein',
  'berry',
  /**
   * Cooked, cured or jarred already: eaten as it is or only warmed through (ham, tinned tuna,
   * jarred artichokes and roasted peppers), never boiled for a salad.
   */
  'ready-to-eat',
  /**
   * Ready to eat but eaten hot (baked beans): warmed in a pan before it goes on toast, never
   * piled on cold.
   */
  'served-hot',
  /** What a meal is built around besides its protein: pasta, rice, noodles, potatoes, bread. */
  'main-starch',
  /** A fillet that flakes: seared or baked whole, never stir-fried in strips. */
  'fish-fillet',
  /**
   * A thick, skinless steak of fish (tuna): seared a minute or two a side, pink in the middle,
   * and sliced, never flaked, simmered or stirred into a filling.
   */
  'fish-steak',
  /** Cooked whole on its bone (chops, wings, drumsticks), never cut into strips. */
  'on-the-bone',
  'cheese',
  'curry-vegetable',
  /** Good in a pasta sauce or a risotto. */
  'pasta-vegetable',
  /** Good in a frittata or an omelette. */
  'egg-vegetable',
  'taco-vegetable',
  /** A savoury spice for curries, soups and rubs. */
  'curry-spice',
  /** A spice for cakes, crumbles and porridge. */
  'sweet-spice',
  /** A sauce or seasoning for a stir-fry. */
  'wok-sauce',
  'pasta-sauce',
  /** Whisked into a salad dressing. */
  'dressing',
  /** Cooked in a crumble, on pancakes or porridge. */
  'baking-fruit',
  'citrus',
  /** Stirred into a sauce or spooned on top: cream, crème fraîche, yogurt. */
  'creamy',
  /** Poultry and pork: always cooked until no pink remains, never served rare. */
  'cook-through',
  /**
   * Lean meat that dries out if cooked long (chicken or turkey breast, pork loin): in bite-sized
   * pieces it is cooked through in 10 to 12 minutes at a simmer, never a thigh's 20 to 25.
   */
  'lean',
  /** A large joint, roasted or braised whole for an hour or more. */
  'joint',
  /** A burger: fried or grilled whole and served in a bun, never roasted among vegetables. */
  'patty',
  /**
   * Meat-free mince, sausages, burgers or pieces, vegetarian or vegan alike: heated through in the
   * packet's minutes and browned, never crisped for as long as tofu.
   */
  'meat-substitute',
  'on-toast',
  'smoothie',
  'salad-fruit',
  'taco-topping',
  /** Spread thickly on toast. */
  'spread',
  /** What a curry's sauce is made of: coconut milk, tomatoes. */
  'curry-sauce',
  /**
   * A tin a dish is built on, though it is a sauce (chopped tomatoes): the chooser weighs it as a
   * vegetable, not as a spice.
   */
  'sauce-base',
  /** Bacon, chorizo, ham: a cured meat that seasons a dish alongside its main protein. */
  'cured',
  /** Garlic, ginger, chilli: a minute in the pan, never the onions' five, or it burns. */
  'burns-easily',
  /**
   * Seitan: cooked already and dense, browned in 4 to 5 minutes in a pan or 15 in the oven, never
   * tofu's 8 to 10 or 25; longer, it turns dry and tough.
   */
  'browns-quickly',
  /** Oats: breakfast, never a soup's or a salad's starch. */
  'breakfast-cereal',
  /** Cheddar, parmesan, gruyère: grated over a soup or a bake. */
  'hard-cheese',
  /**
   * A condiment that gives a dish its flavour: soy sauce, miso, pesto, peanut butter. A dish that
   * leaves out the one the visitor listed is worth less than one that uses it.
   */
  'flavouring',
  /** Rubbed or brushed over what roasts, before it goes in the oven: harissa, miso, pesto. */
  'marinade',
  /**
   * Kale and chard: 3 to 5 minutes to wilt, in the pan or the pasta water, never spinach's
   * minute's toss.
   */
  'tough-greens',
  /** Tender in 5 to 8 minutes: in a curry it goes in at the end, never simmered for 20. */
  'quick-cooking',
  /**
   * Chocolate or cocoa: with fruit, what a cake or pancakes from the visitor's cupboard are made
   * of. Not chocolate spread, spread on what is made.
   */
  'chocolate',
  /** Poured over a pudding or a crumble, never on pancakes: custard. */
  'pudding-sauce',
] as const;

/** One ingredient in a catalogue file; the id is its key in the file. */
export const ingredientEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'diet', 'taste', 'portion'],
  properties: {
    role: {
      description: 'What it does in a dish; the formulas pick the visitor’s ingredients by it.',
      type: 'string',
      enum: [
        'protein',
        'vegetable',
        'greens',
        'starch',
        'aromatic',
        'herb',
        'spice',
        'dairy',
        'fruit',
        'nut',
        'sauce',
        'sweet',
        'baking',
        'fat',
        'liquid',
      ],
    },
    diet: {
      description: 'The most it asks of a diet: a vegan dish holds only vegan ingredients.',
      type: 'string',
      enum: ['vegan', 'vegetarian', 'fish', 'meat'],
    },
    taste: {
      description: 'Savoury dishes never take sweet ingredients, nor sweet dishes savoury ones.',
      type: 'string',
      enum: ['savory', 'sweet', 'neutral'],
    },
    name: {
      description: 'How steps name it, when not the id: "spring onions".',
      type: 'string',
      minLength: 1,
    },
    title: {
      description: 'How a recipe title names it, when not the id in title case: "Beef".',
      type: 'string',
      pattern: '^[A-Z]',
    },
    'kind-of': {
      description:
        'The more general id a visitor may type for it: a chicken thigh is a kind of chicken.',
      type: 'string',
      minLength: 1,
    },
    portion: {
      description: 'What to buy for a dish serving two, amount first: "2 chicken breasts".',
      type: 'string',
      pattern: '^\\S(.*\\S)?$',
    },
    prep: {
      description: 'How it is prepared before cooking, as words after the portion.',
      type: 'string',
      pattern: '^[a-z]',
    },
    cooking: { description: 'How it must be cooked.', type: 'string', enum: cookingMethods },
    tags: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', enum: ingredientTags },
    },
    aliases: {
      description: 'Other names people type, singular: "scallion", "green onion".',
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', minLength: 1 },
    },
    'called-as-typed': {
      description:
        'Those of its aliases that are only another name for it, which a written recipe calls it when the visitor typed one: "beef mince" for ground beef; never a brand or a kind of it.',
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', minLength: 1 },
    },
    'typed-alone': {
      description:
        'Names that mean it only as the whole of what is typed, singular: "bean" (beans typed alone are baked beans; pinto beans are not).',
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', minLength: 1 },
    },
    staple: {
      description: 'Always on hand (salt, pepper, oil, water): never counted as an extra to buy.',
      type: 'boolean',
    },
    'served-as-is': {
      description:
        'Eaten as it comes or heated as the packet says, beside a meal or on its own (a bagel, HP sauce, fish fingers, jelly beans): the chef knows it, but no recipe need cook with it, and a formula takes it only in a place for what is served as it comes (tzatziki on tacos), never cooked into the dish or piled on it.',
      type: 'boolean',
    },
  },
} as const;

/** A catalogue file: ids (lowercase, singular where it counts) to their entries. */
export const ingredientFileSchema = {
  type: 'object',
  propertyNames: { type: 'string', pattern: '^[a-zà-ÿ][a-zà-ÿ -]*[a-zà-ÿ]$' },
  additionalProperties: ingredientEntrySchema,
} as const;

export type IngredientEntry = FromSchema<typeof ingredientEntrySchema>;
export type IngredientFile = FromSchema<typeof ingredientFileSchema>;
