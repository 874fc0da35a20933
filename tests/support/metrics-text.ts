/** One sample of Prometheus's text format: `name{label="value",…} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labelText = '', value = ''] =
        /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key, text]),
      );
      return { name, labels, value: Number(value) };
    });
}

/**
 * The sum of the samples named `name` whose labels include `labels`, from a `/metrics` text;
 * 0 when there is none (a counter nothing has counted yet is not listed).
 */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number {
  return samplesOf(text)
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}
