import type {
  NutrientFigure,
  NutrientName,
  NutritionPerServing,
} from '../../shared/recipe-checks.ts';

const inWords = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** What a label calls each nutrient, and its unit; energy is given in kcal and in kJ. */
const rows: readonly { name: string; nutrients: readonly NutrientName[] }[] = [
  { name: 'Energy', nutrients: ['kcal', 'kj'] },
  { name: 'Protein', nutrients: ['protein'] },
  { name: 'Fat', nutrients: ['fat'] },
  { name: 'of which saturates', nutrients: ['saturates'] },
  { name: 'Carbohydrate', nutrients: ['carbohydrate'] },
  { name: 'of which sugars', nutrients: ['sugars'] },
  { name: 'Fibre', nutrients: ['fibre'] },
  { name: 'Salt', nutrients: ['salt'] },
];

const unitOf = (nutrient: NutrientName) =>
  nutrient === 'kcal' ? 'kcal' : nutrient === 'kj' ? 'kJ' : 'g';

/** Energy to the whole number; grams to one decimal under 10 (salt 1.2 g), whole above. */
function writeFigure(value: number, nutrient: NutrientName): string {
  const digits = unitOf(nutrient) === 'g' && value < 10 ? 1 : 0;
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits }).format(value);
}

/** '540 kcal', or, when part of it is estimated, 'about 540 kcal, 480–610'. */
function describeFigure(figure: NutrientFigure, nutrient: NutrientName): string {
  const write = (value: number) => writeFigure(value, nutrient);
  const value = `${write(figure.value)} ${unitOf(nutrient)}`;
  const low = write(figure.low);
  const high = write(figure.high);
  return low === high ? value : `about ${value}, ${low}–${high}`;
}

/** Per serving, whatever the servings shown: the figures, or why there are none. */
export function NutritionSection({ nutrition }: { nutrition: NutritionPerServing }) {
  const { figures, withheld, estimated, notCounted } = nutrition;
  return (
    <section className="recipe-check nutrition" aria-labelledby="nutrition-heading">
      <h3 id="nutrition-heading">Nutrition per serving</h3>
      {withheld !== undefined || !figures ? (
        <p>{withheld ?? 'We could not work out what a serving holds.'}</p>
      ) : (
        <dl className="nutrition-figures">
          {rows.map(({ name, nutrients }) => (
            <div key={name}>
              <dt>{name}</dt>
              {nutrients.map((nutrient) => (
                <dd key={nutrient}>{describeFigure(figures[nutrient], nutrient)}</dd>
              ))}
            </div>
          ))}
        </dl>
      )}
      {estimated.length > 0 && (
        <p className="check-caveat">
          Estimated from a household measure or a typical size: {inWords.format(estimated)}.
        </p>
      )}
      {notCounted.length > 0 && (
        <p className="check-caveat">Not counted: {inWords.format(notCounted)}.</p>
      )}
    </section>
  );
}
