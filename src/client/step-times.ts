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

const amount = `(\\d+(?:\\.\\d+)?|${Object.keys(numberWords).join('|')})`;
// 'for 20 minutes', '25–30 minutes' (the first), '1 hour', '1 hour 30 minutes', '10 mins'.
const timePattern = new RegExp(
  `\\b${amount}(?:\\s*(?:-|–|—|to|or)\\s*\\d+(?:\\.\\d+)?)?\\s*(hours?|hrs?|minutes?|mins?)\\b` +
    `(?:\\s*(?:and\\s*)?(\\d+)\\s*(?:minutes?|mins?)\\b)?`,
  'gi',
);

const valueOf = (written: string) => numberWords[written.toLowerCase()] ?? Number(written);

function nameOf(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}-hour` : `${minutes}-minute`;
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
