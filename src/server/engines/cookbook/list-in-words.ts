/** 'a', 'a and b', 'a, b and c' */
export function listInWords(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The ingredients' step names as running text: 'peas, ham and spinach'. */
export function namesOf(ingredients: readonly { readonly name: string }[]): string {
  return listInWords([...new Set(ingredients.map((ingredient) => ingredient.name))]);
}
