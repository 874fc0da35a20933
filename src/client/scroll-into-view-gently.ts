/**
 * Brings `element` into view with the least scrolling (none when it is in view already), smoothly
 * unless the visitor asked for less motion: the news of a tap lands where a phone's visitor looks.
 */
export function scrollIntoViewGently(element: Element) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'nearest' });
}
