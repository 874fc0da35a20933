let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the page has painted its first content, so that code loaded ahead of need does
 * not compete with that paint for the network: a chunk asked for in the first render or its
 * effects is otherwise fetched before the page shows anything.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    // Where the browser does not say when it painted: the second frame begins after the first.
    const afterTwoFrames = () =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    ) {
      afterTwoFrames();
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    // Chromium says nothing of a first paint once the page has been hidden before it.
    if (document.visibilityState === 'hidden') afterTwoFrames();
    document.addEventListener('visibilitychange', afterTwoFrames, { once: true });
  });
  return firstPaint;
}
