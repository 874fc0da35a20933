import { parseIngredient, type Ingredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import type { AmountUnit, LineAmount } from '../../shared/recipe-checks.ts';

/** parse-ingredient's unit ids, as the units a cook writes. Any other unit stays in the text. */
const unitsById: Readonly<Record<string, AmountUnit>> = {
  gram: 'g',
  kilogram: 'kg',
  milliliter: 'ml',
  liter: 'l',
  teaspoon: 'tsp',
  tablespoon: 'tbsp',
  cup: 'cup',
  'fluid ounce': 'fl oz',
  ounce: 'oz',
  pound: 'lb',
  pinch: 'pinch',
  clove: 'clove',
  handful: 'handful',
};

/** British spellings and the units parse-ingredient does not know. */
const moreUnits: UnitOfMeasureDefinitions = {
  liter: { short: 'l', plural: 'litres', alternates: ['litre', 'litres', 'liter', 'liters', 'L'] },
  milliliter: {
    short: 'ml',
    plural: 'millilitres',
    alternates: ['millilitre', 'millilitres', 'mL'],
  },
  tablespoon: {
    short: 'tbsp',
    plural: 'tablespoons',
    alternates: ['tbsp.', 'tbs', 'tbs.', 'T', 'Tbsp.', 'Tbsp', 'tablespoonful'],
  },
  handful: { short: 'handful', plural: 'handfuls', alternates: [] },
};

const number = String.raw`\d+(?:\.\d+)?`;
const containers =
  'tins?|cans?|jars?|packs?|packets?|packages?|cartons?|bottles?|bags?|tubs?|pots?';
/** A size's unit as written: '400 g', '400ml', '14.5 oz', '15-ounce', '14 oz.'. */
const sizeUnitWords = String.raw`g|grams?|kg|ml|l|oz\.?|ounces?|lbs?\.?|pounds?|fl\.? oz\.?`;
const size = String.raw`(${number})\s*-?\s*(${sizeUnitWords})`;

/** What a tin's size and count can look like, each giving count, size, unit, container, rest. */
const containerShapes: readonly { pattern: RegExp; order: readonly number[] }[] = [
  // '2 x 400 g tins chopped tomatoes', '1 × 400ml tin coconut milk'
  {
    pattern: new RegExp(String.raw`^(${number})\s*[x×]\s*${size}\s+(${containers})\b`, 'i'),
    order: [1, 2, 3, 4],
  },
  // '2 (14.5 oz) cans diced tomatoes', '1 (15-ounce) can black beans'
  {
    pattern: new RegExp(String.raw`^(${number})\s*\(\s*${size}\s*\)\s*(${containers})\b`, 'i'),
    order: [1, 2, 3, 4],
  },
  // '1 400g can chickpeas', '1 14-oz can diced tomatoes'
  {
    pattern: new RegExp(String.raw`^(${number})\s+${size}\s+(${containers})\b`, 'i'),
    order: [1, 2, 3, 4],
  },
  // '1 can (400 g) chickpeas', '2 cans (15 oz each) kidney beans'
  {
    pattern: new RegExp(
      String.raw`^(${number})\s+(${containers})\s*\(\s*${size}(?:\s+each)?\s*\)`,
      'i',
    ),
    order: [1, 3, 4, 2],
  },
  // '400g tin chopped tomatoes': one tin
  {
    pattern: new RegExp(String.raw`^()${size}\s+(${containers})\b`, 'i'),
    order: [1, 2, 3, 4],
  },
];

const parseOptions = { additionalUOMs: moreUnits, round: false } as const;

/** 'a pinch of salt', 'Pinch of sugar', 'A handful of basil leaves'. */
const aSmallMeasure = /^(?:(?:a|one)\s+)?(pinch|handful)\s+of\s+(.+)$/i;
/** 'Juice of 1 lemon', 'Finely grated zest of 2 limes': the amount follows what is taken from it. */
const partOf = /^(.*?\b(?:zest|juice)\s+of)\s+(?=[\d½¼¾⅓⅔⅛]|half\b|one\b|two\b)(.+)$/i;
const numberWords: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
};
/** 'Two cloves garlic', 'half an onion': a number written as a word, at the start. */
const numberWord = new RegExp(`^(${Object.keys(numberWords).join('|')}|half an?)\\b`, 'i');
const inDigits = (word: string) => numberWords[word.toLowerCase()] ?? '0.5';

/** An amount right after the first: '1 tbsp + 1 tsp sugar', '1 lb 4 oz beef'. */
const secondAmount = /^(?:\+|plus\b|and\s+\d|\d)/i;

/** A size's unit as one of ours: 'grams' is g, '15-ounce' oz. */
function sizeUnit(text: string): AmountUnit {
  const word = text.toLowerCase().replace(/[.\s]/g, '');
  if (word.startsWith('fl')) return 'fl oz';
  if (word === 'kg') return 'kg';
  if (word === 'ml') return 'ml';
  if (word === 'l') return 'l';
  if (word.startsWith('oz') || word.startsWith('ounce')) return 'oz';
  if (word.startsWith('lb') || word.startsWith('pound')) return 'lb';
  return 'g';
}

/** parse-ingredient rounds to three places: a third is a third, not 0.333. */
const exactThirds = (quantity: number) =>
  Math.abs(quantity * 3 - Math.round(quantity * 3)) < 0.005
    ? Math.round(quantity * 3) / 3
    : quantity;

/** A tin, can or pack with its own size: counted in containers, the size kept apart. */
function readContainer(line: string): LineAmount | undefined {
  for (const { pattern, order } of containerShapes) {
    const found = pattern.exec(line);
    if (!found) continue;
    const [count, quantity, unit, container] = order.map((group) => found[group] ?? '');
    return {
      quantity: count ? Number(count) : 1,
      unit: '',
      size: {
        quantity: Number(quantity),
        unit: sizeUnit(unit ?? ''),
        container: (container ?? '').toLowerCase().replace(/s$/, ''),
      },
      rest: line.slice(found[0].length).replace(/^\s*(?:of\s+)?/i, ''),
    };
  }
  return undefined;
}

/** A line made ready for parse-ingredient, with what is taken from it ('Juice of'), if anything. */
interface ToParse {
  readonly line: string;
  readonly lead?: string;
}

/** A line read without parse-ingredient, or made ready for it. */
function readBeforeParsing(text: string, lead?: string): LineAmount | ToParse | undefined {
  const line = text
    .replace(/\s+/g, ' ')
    .trim()
    // '1,500 g' is fifteen hundred grams; '1,5 kg' is one and a half kilos.
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(numberWord, inDigits)
    // 'a 400g tin', 'an egg', 'a clove of garlic'; not 'a few sprigs'.
    .replace(/^an?\s+(?=\d|(?:eggs?|cloves?)\b)/i, '1 ');
  const withLead = (amount: LineAmount) => (lead === undefined ? amount : { ...amount, lead });
  const part = partOf.exec(line);
  // 'Juice of 1 lemon': the amount is read from what follows, led by the first such words.
  if (part) return readBeforeParsing(part[2] ?? '', lead ?? part[1]);
  const small = aSmallMeasure.exec(line);
  if (small) {
    return withLead({
      quantity: 1,
      unit: small[1]?.toLowerCase() as AmountUnit,
      rest: small[2] ?? '',
    });
  }
  const container = readContainer(line);
  if (container) return withLead(container);
  // parse-ingredient skips an empty line, which has no amount anyway.
  return line === '' ? undefined : { line, ...(lead === undefined ? {} : { lead }) };
}

/** parse-ingredient's reading of a line as one of our amounts. */
function fromParsed(
  parsed: Ingredient | undefined,
  { line, lead }: ToParse,
): LineAmount | undefined {
  if (!parsed || parsed.quantity === null || parsed.isGroupHeader) return undefined;
  // Two amounts, which one number cannot scale.
  if (secondAmount.test(parsed.description)) return undefined;
  let unit = parsed.unitOfMeasureID ? unitsById[parsed.unitOfMeasureID] : '';
  let rest = parsed.description;
  if (unit === undefined) {
    // A unit we do not convert ('1 stick butter', '1 bunch of spring onions') stays as written.
    const written = new RegExp(String.raw`\b${parsed.unitOfMeasure}\s+of\b`, 'i').test(line);
    rest = `${parsed.unitOfMeasure} ${written ? 'of ' : ''}${parsed.description}`;
    unit = '';
  } else if (unit === '' && /^[a-z.]+$/i.test(rest)) {
    // '1 pound': the unit alone, taken for the food.
    const [alone] = parseIngredient(`1 ${rest} x`, parseOptions);
    const aloneUnit = alone?.unitOfMeasureID ? unitsById[alone.unitOfMeasureID] : undefined;
    if (aloneUnit && alone?.description === 'x') {
      unit = aloneUnit;
      rest = '';
    }
  }
  return {
    quantity: exactThirds(parsed.quantity),
    ...(parsed.quantity2 !== null && parsed.quantity2 > parsed.quantity
      ? { upTo: exactThirds(parsed.quantity2) }
      : {}),
    unit,
    rest,
    ...(lead === undefined ? {} : { lead }),
  };
}

const isToParse = (reading: LineAmount | ToParse | undefined): reading is ToParse =>
  reading !== undefined && !('quantity' in reading);

/**
 * Whether parse-ingredient could find a number in a line made ready for it: only an ASCII digit
 * or a character beyond ASCII (a vulgar fraction '½', a superscript, another script's digits) can
 * be one, since it reads no Roman numerals and the words for numbers are digits by then. Most
 * items a visitor types ('eggs', 'chicken breasts') have neither, and are not given to it.
 */
export const mayHoldNumber = (line: string): boolean => /[0-9\u0080-\uffff]/.test(line);

/**
 * Whether a line could hold an amount at all: a number, or the words `readBeforeParsing` reads as
 * one (a number word, 'a' or 'an', a pinch or handful at the start; the juice or zest of
 * something). Most items a visitor types hold none, and skip its dozen patterns.
 */
const amountWordAtStart = new RegExp(
  String.raw`^\s*(?:${Object.keys(numberWords).join('|')}|half|an?|pinch|handful)\b`,
  'i',
);
export const mayHoldAmount = (line: string): boolean =>
  mayHoldNumber(line) || amountWordAtStart.test(line) || /\b(?:zest|juice)\s+of\b/i.test(line);

/**
 * Ingredient lines' amounts, for scaling and converting: '1½ cups flour, sifted' is 1.5 cups
 * and 'flour, sifted'. Undefined for a line that gives no amount to work on ('Salt, to taste',
 * 'A few sprigs of thyme'): such a line is shown as written. The lines are read together, since
 * parse-ingredient sets up its patterns anew on each call, which costs more than reading a line.
 */
export function readAmounts(texts: readonly string[]): (LineAmount | undefined)[] {
  const readings = texts.map((text) => {
    const reading = mayHoldAmount(text) ? readBeforeParsing(text) : undefined;
    // A line with no number in it has no amount: parse-ingredient need not read it.
    return isToParse(reading) && !mayHoldNumber(reading.line) ? undefined : reading;
  });
  const toParse = readings.filter(isToParse);
  const parsed =
    toParse.length > 0
      ? parseIngredient(
          toParse.map(({ line }) => line),
          parseOptions,
        )
      : [];
  let next = 0;
  return readings.map((reading) =>
    isToParse(reading) ? fromParsed(parsed[next++], reading) : reading,
  );
}

/** One ingredient line's amount (see `readAmounts`). */
export function readAmount(text: string): LineAmount | undefined {
  return readAmounts([text])[0];
}
