import { parseIngredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
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
  handful: { short: 'handful', plural: 'handfuls', alternates: [] },
};

const number = String.raw`\d+(?:[.,]\d+)?`;
const containers = 'tins?|cans?|jars?|packs?|packets?|cartons?|bottles?|bags?|tubs?|pots?';
const unitWords = 'g|kg|ml|l|oz|lb|fl oz';

/** '2 x 400 g tins chopped tomatoes', '1 × 400ml tin coconut milk'. */
const countTimesSize = new RegExp(
  String.raw`^(${number})\s*[x×]\s*(${number})\s*(${unitWords})\s+(${containers})\b\s*(?:of\s+)?(.*)$`,
  'i',
);
/** '2 (14.5 oz) cans diced tomatoes'. */
const countSizeInBrackets = new RegExp(
  String.raw`^(${number})\s*\(\s*(${number})\s*(${unitWords})\s*\)\s*(${containers})\b\s*(?:of\s+)?(.*)$`,
  'i',
);
/** '1 can (400 g) chickpeas, drained'. */
const countContainerSize = new RegExp(
  String.raw`^(${number})\s+(${containers})\s*\(\s*(${number})\s*(${unitWords})\s*\)\s*(?:of\s+)?(.*)$`,
  'i',
);
/** 'a pinch of salt', 'A handful of basil leaves'. */
const aSmallMeasure = /^(?:a|one)\s+(pinch|handful)\s+(?:of\s+)?(.+)$/i;
/** 'Juice of 1 lemon', 'Zest and juice of 2 limes': the amount follows what is taken from it. */
const partOf = /^((?:zest|juice|zest and juice|juice and zest|grated zest)\s+of)\s+(.+)$/i;

const toNumber = (text: string) => Number(text.replace(',', '.'));
const sizeUnit = (text: string): AmountUnit =>
  (({ l: 'l', ml: 'ml', g: 'g', kg: 'kg', oz: 'oz', lb: 'lb', 'fl oz': 'fl oz' }) as const)[
    text.toLowerCase() as 'g'
  ] ?? 'g';
const singularContainer = (text: string) => text.toLowerCase().replace(/s$/, '');

/**
 * An ingredient line's amount, for scaling and converting: '1½ cups flour, sifted' is 1.5 cups
 * and 'flour, sifted'. Undefined when the line gives no amount to work on ('Salt, to taste',
 * 'A few sprigs of thyme'): such a line is shown as written.
 */
export function readAmount(text: string): LineAmount | undefined {
  const line = text
    .replace(/\s+/g, ' ')
    .trim()
    // '1,500 g' is fifteen hundred grams; '1,5 kg' is one and a half kilos.
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d),(\d)/g, '$1.$2');
  const lead = partOf.exec(line);
  if (lead) {
    const amount = readAmount(lead[2] ?? '');
    return amount && { ...amount, lead: lead[1] };
  }
  const small = aSmallMeasure.exec(line);
  if (small) {
    return { quantity: 1, unit: small[1]?.toLowerCase() as AmountUnit, rest: small[2] ?? '' };
  }
  const times = countTimesSize.exec(line) ?? countSizeInBrackets.exec(line);
  if (times) {
    const [, count, size, unit, container, rest] = times;
    return {
      quantity: toNumber(count ?? ''),
      unit: '',
      size: {
        quantity: toNumber(size ?? ''),
        unit: sizeUnit(unit ?? ''),
        container: singularContainer(container ?? ''),
      },
      rest: rest ?? '',
    };
  }
  const containerFirst = countContainerSize.exec(line);
  if (containerFirst) {
    const [, count, container, size, unit, rest] = containerFirst;
    return {
      quantity: toNumber(count ?? ''),
      unit: '',
      size: {
        quantity: toNumber(size ?? ''),
        unit: sizeUnit(unit ?? ''),
        container: singularContainer(container ?? ''),
      },
      rest: rest ?? '',
    };
  }
  const [parsed] = parseIngredient(line, { additionalUOMs: moreUnits });
  if (!parsed || parsed.quantity === null || parsed.isGroupHeader) return undefined;
  // '1 tbsp + 1 tsp sugar': two amounts, which one number cannot scale.
  if (/^(?:\+|plus\b|and\s+\d)/i.test(parsed.description)) return undefined;
  const unit = parsed.unitOfMeasureID ? unitsById[parsed.unitOfMeasureID] : '';
  // A unit we do not convert ('1 stick butter', '2 medium onions') stays in the text.
  const rest =
    unit === undefined ? `${parsed.unitOfMeasure} ${parsed.description}` : parsed.description;
  return {
    quantity: parsed.quantity,
    ...(parsed.quantity2 !== null && parsed.quantity2 > parsed.quantity
      ? { upTo: parsed.quantity2 }
      : {}),
    unit: unit ?? '',
    rest,
  };
}
