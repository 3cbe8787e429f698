import { useEffect, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface TVirtualRows {
  /** Each row's fixed height in pixels (33 for a small table's one-line row). */
  rowHeight: number;
  /** How many rows the scroll box shows at once. */
  rows: number;
}

/** A small table's header row, sort label included. */
const HEAD_HEIGHT = 37;

/**
 * A long list in one scroll box that draws only the rows in view and a few either side
 * (TanStack Virtual; a day of fixes holds thousands), keeping the active row (`activeIndex`,
 * its place in the order shown) in view as it moves: a row out of view is scrolled to the
 * middle. Off (`virtual` undefined), every row is drawn and nothing scrolls.
 */
export function useVirtualRows(
  virtual: TVirtualRows | undefined,
  count: number,
  activeIndex: number,
) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const rowHeight = virtual?.rowHeight ?? 0;
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    enabled: Boolean(virtual),
    getScrollElement: () => box,
    estimateSize: () => rowHeight,
    // The sticky header row sits above the first row, inside the scroll box.
    paddingStart: HEAD_HEIGHT,
    overscan: 8,
  });

  useEffect(() => {
    if (!rowHeight || !box || activeIndex < 0) return;
    const head = box.querySelector('thead')?.getBoundingClientRect().height ?? HEAD_HEIGHT;
    const top = activeIndex * rowHeight;
    const view = box.clientHeight - head;
    if (top >= box.scrollTop && top + rowHeight <= box.scrollTop + view) return;
    // Straight on the box: TanStack Virtual follows its scroll event and draws the rows there.
    box.scrollTop = Math.max(0, Math.round(top - (view - rowHeight) / 2));
  }, [activeIndex, rowHeight, box]);

  if (!virtual) return { on: false as const, setBox };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    on: true as const,
    /** The places (in the order shown) of the rows drawn. */
    indexes: items.map((item) => item.index),
    /** The heights of the rows not drawn, above and below. */
    // Before the box is measured no row is drawn, yet the list has its full height to scroll.
    above: first ? first.start - HEAD_HEIGHT : 0,
    below: virtualizer.getTotalSize() - (last ? last.end : HEAD_HEIGHT),
    rowHeight,
    maxHeight: HEAD_HEIGHT + virtual.rows * rowHeight,
    setBox,
  };
}
