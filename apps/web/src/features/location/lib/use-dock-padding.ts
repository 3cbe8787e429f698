import { useCallback, useRef, useState } from 'react';
import type { TMapPadding } from '@/components/map';

/** Space kept between the card and the part of the map the camera centres in. */
const GAP = 12;

/**
 * The padding the docked card takes from the map: its width on the right when it stands
 * beside the map (wide screens), its height at the bottom when it spans the map as a bottom
 * sheet (phones). Measured as the card changes size; give the returned ref to its box.
 */
export function useDockPadding(): [(element: HTMLElement | null) => void, TMapPadding] {
  const [padding, setPadding] = useState<TMapPadding>({ right: 0, bottom: 0 });
  const observer = useRef<ResizeObserver | null>(null);

  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element?.parentElement) return;
    const parent = element.parentElement;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const frame = parent.getBoundingClientRect();
      // A bottom sheet starts at the map's left edge; a side card stands right of its middle.
      const sheet = box.left - frame.left <= GAP + 1;
      const next = sheet
        ? { right: 0, bottom: Math.max(0, Math.round(frame.bottom - box.top + GAP)) }
        : { right: Math.max(0, Math.round(frame.right - box.left + GAP)), bottom: 0 };
      setPadding((previous) =>
        previous.right === next.right && previous.bottom === next.bottom ? previous : next,
      );
    };
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    observer.current.observe(parent);
    measure();
  }, []);

  return [ref, padding];
}
