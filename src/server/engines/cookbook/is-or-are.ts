/** 'is' or 'are' after an ingredient's name: 'the chicken thighs are', 'the bacon is'. */
export function isOrAre(name: string): string {
  return /[^su]s$/.test(name) ? 'are' : 'is';
}
