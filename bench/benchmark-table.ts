import type { BenchmarkResult } from './benchmark.ts';
import { formatValue } from './figure.ts';

const defaultColumn = 'Figure';

/**
 * A benchmark's figures laid out as a table: a header, then one row per row heading, in the order
 * the figures name them. Figures sharing a cell are written `a / b`; an empty cell is ''.
 */
export function benchmarkTable(result: BenchmarkResult): string[][] {
  const rows: string[] = [];
  const columns: string[] = [];
  const cells = new Map<string, string[]>();
  for (const figure of result.figures) {
    const { row, column } = figure.cell ?? { row: figure.label, column: defaultColumn };
    if (!rows.includes(row)) rows.push(row);
    if (!columns.includes(column)) columns.push(column);
    const key = JSON.stringify([row, column]);
    cells.set(key, [...(cells.get(key) ?? []), formatValue(figure.unit, figure.value)]);
  }
  return [
    [result.rowHeading ?? '', ...columns],
    ...rows.map((row) => [
      row,
      ...columns.map((column) => (cells.get(JSON.stringify([row, column])) ?? []).join(' / ')),
    ]),
  ];
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** GitHub-flavoured markdown, first row as the header. */
export function markdownTable(rows: readonly (readonly string[])[]): string {
  const [header = [], ...body] = rows;
  return [header, header.map(() => '---'), ...body]
    .map((row) => `| ${row.map(escapeCell).join(' | ')} |`)
    .join('\n');
}
