import { useCallback, useEffect, useState } from 'react';

export interface TScrollEdges {
  /** Columns are hidden past the left edge (the table was scrolled). */
  before: boolean;
  /** Columns are hidden past the right edge. */
  after: boolean;
}

const NONE: TScrollEdges = { before: false, after: false };

/** Whether a sideways-scrolling element has more content past either edge. */
function edgesOf(element: HTMLElement): TScrollEdges {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  // A pixel of slack: zoomed screens report fractional widths.
  return { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 };
}

/**
 * Follows an element's horizontal scroll and size: a callback ref for the element, and which
 * edges hide content, for the cue that more columns are there.
 */
export function useScrollEdges(): [(element: HTMLElement | null) => void, TScrollEdges] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState<TScrollEdges>(NONE);
  const ref = useCallback((next: HTMLElement | null) => setElement(next), []);

  useEffect(() => {
    if (!element) return;
    const update = () =>
      setEdges((previous) => {
        const next = edgesOf(element);
        return next.before === previous.before && next.after === previous.after ? previous : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [element]);

  return [ref, edges];
}
