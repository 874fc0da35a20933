import type { Measures } from './measures.ts';

type Scale = 'C' | 'F';

const degrees = String.raw`(?<![\d.,\-−])(\d{2,3})\s*(?:(?:°|º|degrees?)\s*(celsius|centigrade|fahrenheit|c|f)|([CF]))\b`;
/** A temperature, and the other scale already beside it ('180°C/350°F', '200 °C (400 °F)'). */
const temperature = new RegExp(
  `${degrees}(\\s*(?:\\(|/|or)\\s*${degrees.replace(/\((?!\?)/g, '(?:')}\\)?)?`,
  'gi',
);

/** A sentence that measures with a thermometer wants the figure, not the oven's step. */
const measuredWords = /thermometer|probe|sugar|syrup|caramel|\boil\b|fry|internal|thickest/i;

const toFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;
const toCelsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;
const nearest = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The temperature in the other scale, rounded as it is set: an oven in steps of 25 °F or 10 °C
 * (200 °C is 400 °F, 350 °F is 180 °C); a thermometer's reading to 5 degrees; below boiling,
 * where food safety lives, to the degree (74 °C is 165 °F).
 */
function otherScale(value: number, scale: Scale, measured: boolean): number {
  const celsius = scale === 'C' ? value : toCelsius(value);
  const converted = scale === 'C' ? toFahrenheit(value) : toCelsius(value);
  if (celsius < 100) return Math.round(converted);
  if (measured) return nearest(converted, 5);
  return nearest(converted, scale === 'C' ? 25 : 10);
}

function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf('\n', at)) + 1;
  const endings = [text.indexOf('.', at), text.indexOf('\n', at)].filter((index) => index >= 0);
  return text.slice(start, endings.length > 0 ? Math.min(...endings) : undefined);
}

/**
 * Text with each temperature written with the other scale beside it: '200 °C (400 °F)', '350 °F
 * (180 °C)'. As written, the recipe's scale comes first; in metric, Celsius; in US, Fahrenheit.
 * A temperature that already has the other scale beside it stays as it is.
 */
export function temperaturesBeside(text: string, measures: Measures): string {
  return text.replace(
    temperature,
    (
      whole,
      figure: string,
      word: string | undefined,
      letter: string | undefined,
      paired: string | undefined,
      at: number,
    ) => {
      if (paired) return whole;
      const value = Number(figure);
      const scale: Scale = /^f/i.test(word ?? letter ?? '') ? 'F' : 'C';
      const other: Scale = scale === 'C' ? 'F' : 'C';
      const converted = otherScale(value, scale, measuredWords.test(sentenceAround(text, at)));
      const written = `${value} °${scale}`;
      const beside = `${converted} °${other}`;
      const otherFirst =
        (measures === 'metric' && scale === 'F') || (measures === 'us' && scale === 'C');
      return otherFirst ? `${beside} (${written})` : `${written} (${beside})`;
    },
  );
}
