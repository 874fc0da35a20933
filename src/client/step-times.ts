/** A time a step names, for a timer: 'simmer for 20 minutes' is 20 minutes. */
export interface StepTime {
  minutes: number;
  /** As a timer is named: '20-minute', '1-hour', '90-minute'. */
  name: string;
}

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
};

const fractions: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '1/2': 0.5,
  '1/4': 0.25,
  '3/4': 0.75,
};
const fraction = '(?:½|¼|¾|1/2|1/4|3/4)';
// '20', '1.5', '6 1/2', '1½', '½', 'twenty'; never the 2 of '1/2'.
const amount = `(?<![\\w/.])(\\d+(?:\\.\\d+)?(?:\\s*${fraction})?|${fraction}|${Object.keys(numberWords).join('|')})`;
// 'for 20 minutes', '25–30 minutes' (the first), '1 hour', '1 hour 30 minutes', '10 mins'.
const timePattern = new RegExp(
  `${amount}(?:\\s*(?:-|–|—|to|or)\\s*\\d+(?:\\.\\d+)?)?\\s*(hours?|hrs?|minutes?|mins?)\\b` +
    `(?:\\s*(?:and\\s*)?(\\d+)(?=\\s*(?:minutes?\\b|mins?\\b|to\\b|-|–)))?`,
  'gi',
);

function valueOf(written: string): number {
  const word = numberWords[written.toLowerCase()];
  if (word !== undefined) return word;
  const [, whole = '', part = ''] = /^(\d+(?:\.\d+)?)?\s*(.*)$/.exec(written) ?? [];
  return (whole === '' ? 0 : Number(whole)) + (fractions[part] ?? 0);
}

/** '20-minute', '2-hour', '90-minute', and past two hours a half as a cook says it: '4½-hour'. */
function nameOf(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60}-hour`;
  if (minutes > 120 && minutes % 60 === 30) return `${Math.floor(minutes / 60)}½-hour`;
  return `${minutes}-minute`;
}

/** The times a step names, each once, in the step's order; seconds are too short for a timer. */
export function findStepTimes(step: string): StepTime[] {
  const times = new Map<number, StepTime>();
  for (const match of step.replace(/\bhalf an hour\b/gi, '30 minutes').matchAll(timePattern)) {
    const [, written = '', unit = '', extraMinutes] = match;
    const inHours = unit.toLowerCase().startsWith('h');
    const minutes = Math.round(
      valueOf(written) * (inHours ? 60 : 1) + (inHours && extraMinutes ? Number(extraMinutes) : 0),
    );
    if (minutes >= 1 && minutes <= 24 * 60 && !times.has(minutes)) {
      times.set(minutes, { minutes, name: nameOf(minutes) });
    }
  }
  return [...times.values()];
}
