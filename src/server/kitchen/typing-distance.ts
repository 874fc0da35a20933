import { distance as levenshtein } from 'fastest-levenshtein';

/** The word with every run of one letter written once: 'brocolli' and 'broccoli' are 'brocoli'. */
export const undoubled = (word: string) => word.replace(/(.)\1+/g, '$1');

/** A cell of the table, always within its row. */
const cell = (row: Int32Array, column: number) => row[column] ?? 0;

type Rows = [Int32Array, Int32Array, Int32Array];
/** The table's rows, kept between calls: a word is corrected against hundreds of names. */
let rows: Rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The fewest edits that turn `typed` into `known`, or `most + 1` once it is more than `most`: a
 * letter added, dropped or changed, or two neighbouring letters swapped ('lingiune' is one edit
 * from linguine). This is the optimal string alignment distance: no letter is edited twice.
 */
export function typingDistance(typed: string, known: string, most: number): number {
  const tooFar = most + 1;
  if (Math.abs(typed.length - known.length) > most) return tooFar;
  // A swap is two edits to Levenshtein, so this distance is between half of that one and all of
  // it: the two agree up to one edit, and words more than twice the most apart are too far.
  const edits = levenshtein(typed, known);
  if (edits <= 1) return edits;
  if (edits > 2 * most) return tooFar;
  const width = known.length + 1;
  if (rows[0].length < width) rows = [0, 1, 2].map(() => new Int32Array(width)) as Rows;
  // Three rows of the table: the one before last, the last and this one.
  let [beforeLast, last, current] = rows;
  for (let column = 0; column < width; column++) last[column] = column;
  for (let row = 1; row <= typed.length; row++) {
    const letter = typed.charCodeAt(row - 1);
    const letterBefore = row > 1 ? typed.charCodeAt(row - 2) : -1;
    current[0] = row;
    let lowest = row;
    for (let column = 1; column < width; column++) {
      const knownLetter = known.charCodeAt(column - 1);
      let cost = Math.min(
        cell(last, column) + 1,
        cell(current, column - 1) + 1,
        cell(last, column - 1) + (letter === knownLetter ? 0 : 1),
      );
      if (column > 1 && letter === known.charCodeAt(column - 2) && letterBefore === knownLetter)
        cost = Math.min(cost, cell(beforeLast, column - 2) + 1);
      current[column] = cost;
      if (cost < lowest) lowest = cost;
    }
    if (lowest > most) return tooFar;
    [beforeLast, last, current] = [last, current, beforeLast];
  }
  return Math.min(cell(last, known.length), tooFar);
}
