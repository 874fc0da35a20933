/** Something wrong in a data file, where a cook can find it. */
export interface DataProblem {
  /** Relative to the project root: 'src/server/kitchen/ingredients/meat.yaml'. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  readonly message: string;
}

export function formatDataProblem(problem: DataProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

/** Thrown at start when a data file is wrong, listing every problem as `file:line: message`. */
export class DataFilesError extends Error {
  constructor(
    what: string,
    readonly problems: readonly DataProblem[],
  ) {
    super(
      `${what} has ${problems.length} problem${problems.length === 1 ? '' : 's'} (run npm run check:cookbook):\n${problems.map(formatDataProblem).join('\n')}`,
    );
    this.name = 'DataFilesError';
  }
}
