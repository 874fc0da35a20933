/**
 * What was sent with 'Add ingredient' before the page's script had loaded: the form then goes to
 * the address as `/?ingredient=…` (the page shows before its script, decision 014). Taken once,
 * and taken off the address, so that a reload does not add it again.
 */
export function takeIngredientFromAddress(): string | null {
  const address = new URL(window.location.href);
  const ingredient = address.searchParams.get('ingredient');
  if (ingredient === null) return null;
  address.searchParams.delete('ingredient');
  window.history.replaceState(window.history.state, '', address);
  return ingredient;
}
