import { describe, expect, it } from 'vitest';
import { listItemsOf } from './list-items.ts';

const itemTexts = (text: string) =>
  listItemsOf(text)?.items.map(({ start, end }) => text.slice(start, end));

describe('listItemsOf', () => {
  it('cuts a tight list under a heading at its items, each with its indented lines', () => {
    const text = '### Steps\n\n3. Heat the oil.\n4. Fry the onion,\n   stirring.\n5.';
    expect(listItemsOf(text)).toMatchObject({
      listStart: text.indexOf('3.'),
      ordered: true,
      first: 3,
    });
    expect(itemTexts(text)).toEqual([
      '3. Heat the oil.\n',
      '4. Fry the onion,\n   stirring.\n',
      '5.',
    ]);
    expect(itemTexts('- 2 onions\n- 1 carrot\n')).toEqual(['- 2 onions\n', '- 1 carrot\n']);
  });

  it('leaves whole what an item alone would not parse as it does in the list', () => {
    for (const text of [
      '### Steps\n\n1. Cook.\n\n2. Serve.\n', // loose: every item a paragraph
      '### Steps\n\n1. Cook.\n2. Serve.\n\nEnjoy!\n', // the list ends
      '1. Cook.\nthe rest of it\n', // a line at the margin
      '- a\n* b\n', // another marker, another list
      '- a\n- - -\n', // a rule
      'Before the list\n- a\n', // what comes before is no heading
      '### Steps\r\n1. Cook.\r\n',
      '### Steps\n\nNo list.\n',
    ]) {
      expect(listItemsOf(text), text).toBeUndefined();
    }
  });
});
