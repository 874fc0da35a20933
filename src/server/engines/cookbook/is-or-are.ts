/** 'is' or 'are' after a name or a list: 'the bacon is', 'the bacon and chicken are'. */
export function isOrAre(name: string): string {
  return /[^su]s$/.test(name) || / and /.test(name) ? 'are' : 'is';
}
