import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { parsePlainMarkdown } from './plain-markdown.ts';

// Ingredient sections as models and the cookbook write them.
const plainSections = [
  '### Ingredients\n\n- 200 g red lentils\n- 1 onion, chopped\n- Salt and pepper\n\n',
  '**Ingredients:**\n\n* 2 eggs\n* 1 cup milk (whole)\n\n**Method:**\n\n1. Mix.\n',
  'You will need:\n1. 2 ripe bananas\n2. 1/2 cup rolled oats\n3. 1–2 tbsp maple syrup, to serve',
  '## Ingredients\n- **2 x 400 g tins chickpeas**, drained and rinsed\n- Juice of **1 lime:**\n',
  '#### For the sauce\n\n+ 1 tbsp soy sauce\n+ 2 cloves garlic · 10 g\n\nServes 4\n',
];

// Markdown the full parser reads otherwise than line by line: nested, lazy and loose lists,
// paragraphs across lines, other marks, breaks, entities, setext headings, line endings.
const notPlain = [
  '- For the sauce:\n  - 1 clove garlic',
  '- 2 eggs\nbeaten',
  '- 2 eggs\n\n- 1 onion',
  'Serves 4\n2. eggs',
  'Serves 4\nabout 40 minutes',
  '- 2 *large* eggs',
  '- 2\teggs',
  '- 2 eggs  \n',
  '- **2 **eggs**',
  '- salt &amp; pepper',
  'Ingredients\n---',
  '- 2. eggs',
  '### Ingredients\r\n- 2 eggs',
];

/** The trees compared as data: plain objects, no undefined fields. */
const asData = (tree: unknown) => JSON.parse(JSON.stringify(tree)) as unknown;

describe('parsePlainMarkdown', () => {
  it.each(plainSections)('reads %j as the full parser does', (markdown) => {
    const tree = parsePlainMarkdown(markdown);
    expect(tree).toBeDefined();
    expect(asData(tree)).toEqual(asData(fromMarkdown(markdown)));
  });

  it.each(notPlain)('leaves %j to the full parser', (markdown) => {
    expect(parsePlainMarkdown(markdown)).toBeUndefined();
  });

  // Lines near the edge of what is read here, and characters that change what a line is.
  const lineFragments = [
    '### Ingredients',
    '## **Lentil** Stew',
    '# 1. Heading',
    '#NoSpace',
    '**Ingredients:**',
    '**Ingredients**:',
    'Ingredients:',
    '- 200 g **red** lentils',
    '- **2 x 400 g tins**, drained',
    '- **a:**, b',
    '- **a:**b',
    '- **a** **b**',
    '- **a **b**',
    '- 2 _large_ eggs',
    '__Method__',
    '- snake_case',
    '- ****',
    '* 2 eggs',
    '+ 1 tbsp oil',
    '1. 200 ml milk',
    '2. 1 onion',
    '1) A pinch',
    '01. zero',
    '1234567890. ten digits',
    '- 2. eggs',
    '- 1.',
    '-',
    '- ',
    '---',
    '===',
    '  - nested',
    '    code',
    '(optional) salt',
    'Serves 4',
    '',
    '',
  ];
  const oddCharacters = [...'a1 *_-+#.):(=>!~[]<&\\`\t\u00a0\u0000\u2028'];
  const line = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...lineFragments) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom(...oddCharacters), { maxLength: 8 })
        .map((characters) => characters.join('')),
    },
  );
  const document = fc
    .tuple(fc.array(line, { maxLength: 10 }), fc.constantFrom('', '\n'))
    .map(([lines, end]) => lines.join('\n') + end);

  it('gives, for any text it reads, the tree the full parser gives', () => {
    let read = 0;
    fc.assert(
      fc.property(document, (markdown) => {
        const tree = parsePlainMarkdown(markdown);
        if (!tree) return;
        read += 1;
        expect(asData(tree)).toEqual(asData(fromMarkdown(markdown)));
      }),
      { numRuns: 3000 },
    );
    // Enough of them are read here for the comparison to mean something.
    expect(read).toBeGreaterThan(300);
  }, 60_000);
});
