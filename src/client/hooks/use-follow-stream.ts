import { useEffect, useRef, type RefObject } from 'react';

/** The two columns' width, where the recipe has the room to be followed as it is written. */
const wideScreen = '(min-width: 60rem)';
const scrollKeys = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * While `following` (a recipe being written) on a wide screen, keeps the end of `content` in
 * view as it grows, until the visitor scrolls themselves: from then on the view is theirs.
 * `grown` changes as the content grows.
 */
export function useFollowStream(
  content: RefObject<HTMLElement>,
  following: boolean,
  grown: unknown,
) {
  const visitorScrolled = useRef(false);

  useEffect(() => {
    if (!following) return;
    visitorScrolled.current = false;
    let lastY = window.scrollY;
    const takeOver = () => {
      visitorScrolled.current = true;
    };
    // Keys typed into a field move its caret, not the page.
    const onKey = (event: KeyboardEvent) => {
      if (scrollKeys.has(event.key) && !isTypedInto(event.target)) takeOver();
    };
    // Scrolled up by the scroll bar, say: only the visitor scrolls up.
    const onScroll = () => {
      if (window.scrollY < lastY) takeOver();
      lastY = window.scrollY;
    };
    window.addEventListener('wheel', takeOver, { passive: true });
    window.addEventListener('touchmove', takeOver, { passive: true });
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('wheel', takeOver);
      window.removeEventListener('touchmove', takeOver);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
    };
  }, [following]);

  useEffect(() => {
    if (!following || visitorScrolled.current || !window.matchMedia?.(wideScreen).matches) return;
    const end = content.current?.getBoundingClientRect().bottom;
    if (end !== undefined && end > window.innerHeight)
      window.scrollBy({ top: end - window.innerHeight, behavior: 'instant' });
  }, [content, following, grown]);
}

const isTypedInto = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
