/**
 * A recipe's title with one of the ingredients it lists by name left out: 'Sausage, Bacon and
 * Egg Fry-Up' without the sausage is 'Bacon and Egg Fry-Up', without the bacon 'Sausage and Egg
 * Fry-Up'. A title that does not list it by that name is kept as it is.
 */
export function titleWithout(title: string, name: string): string {
  // A later item of 'A, B and C' or 'A and B', with what joins the rest.
  for (const [phrase, joint] of [
    [`, ${name} and `, ' and '],
    [`, ${name}, `, ', '],
    [` and ${name} `, ' '],
  ] as const) {
    const index = title.indexOf(phrase);
    if (index >= 0) return title.slice(0, index) + joint + title.slice(index + phrase.length);
  }
  // The last item: 'Sticky BBQ Sausages with Potato Wedges and Coleslaw' without the coleslaw.
  for (const phrase of [`, ${name}`, ` and ${name}`])
    if (title.endsWith(phrase) && title.length > phrase.length)
      return title.slice(0, title.length - phrase.length);
  // The first item.
  for (const phrase of [`${name}, `, `${name} and `])
    if (title.startsWith(phrase)) return title.slice(phrase.length);
  return title;
}
