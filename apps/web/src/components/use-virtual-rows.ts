import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { rowWindow, scrollToShow } from './row-window';

export interface TVirtualRows {
  /** Each row's fixed height in pixels (33 for a small table's one-line row). */
  rowHeight: number;
  /** How many rows the scroll box shows at once. */
  rows: number;
}

/** A small table's header row, sort label included. */
const HEAD_HEIGHT = 37;

/**
 * A long list in one scroll box that draws only the rows in view (a day of fixes holds
 * thousands), keeping the active row (`activeIndex`, its place in the order shown) in view as
 * it moves. Off (`virtual` undefined), every row is drawn and nothing scrolls.
 */
export function useVirtualRows(
  virtual: TVirtualRows | undefined,
  count: number,
  activeIndex: number,
) {
  const box = useRef<HTMLElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const rowHeight = virtual?.rowHeight ?? 0;

  useEffect(() => {
    const element = box.current;
    if (!rowHeight || !element) return;
    const head = element.querySelector('thead')?.getBoundingClientRect().height ?? HEAD_HEIGHT;
    const next = scrollToShow(
      activeIndex,
      element.scrollTop,
      element.clientHeight - head,
      rowHeight,
    );
    if (next !== null) element.scrollTop = next;
  }, [activeIndex, rowHeight]);

  const setBox = useCallback((element: HTMLElement | null) => {
    box.current = element;
  }, []);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    [],
  );

  if (!virtual) return { on: false as const, first: 0, end: count, setBox };
  const view = virtual.rows * virtual.rowHeight;
  return {
    on: true as const,
    ...rowWindow(scrollTop, view, virtual.rowHeight, count),
    rowHeight: virtual.rowHeight,
    maxHeight: HEAD_HEIGHT + view,
    setBox,
    onScroll,
  };
}
