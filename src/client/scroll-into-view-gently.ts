/**
 * Brings `element` into view, smoothly unless the visitor asked for less motion: by default with
 * the least scrolling (none when it is in view already), so the news of a tap lands where a
 * phone's visitor looks; `start` puts its top at the top of the view.
 */
export function scrollIntoViewGently(element: Element, block: ScrollLogicalPosition = 'nearest') {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block });
}
