import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';

interface Props<T> {
  items: readonly T[];
  rowHeight: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  label: string;
  testId?: string;
}

const OVERSCAN = 6;

/**
 * A list that renders only the rows in view, so 5,000 trucks cost a screenful of rows.
 * Arrow keys, Home and End move the focus between rows, scrolling as needed (Tab would
 * stop at the last rendered row).
 */
export function VirtualList<T>({ items, rowHeight, itemKey, renderItem, label, testId }: Props<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(600);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setViewHeight(element.clientHeight || 600));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (focusIndex === null) return;
    const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`);
    row?.querySelector<HTMLElement>('[tabindex="0"], button, a')?.focus();
  }, [focusIndex, scrollTop]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((scrollTop + viewHeight) / rowHeight) + OVERSCAN);

  const moveFocus = (event: KeyboardEvent) => {
    const current = Number(
      (event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index,
    );
    if (Number.isNaN(current)) return;
    const next = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined || next < 0 || next >= items.length) return;
    event.preventDefault();
    const element = scroller.current;
    if (element) {
      const top = next * rowHeight;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + element.clientHeight) {
        element.scrollTop = top + rowHeight - element.clientHeight;
      }
      setScrollTop(element.scrollTop);
    }
    setFocusIndex(next);
  };

  return (
    <Box
      ref={scroller}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
    >
      <Box
        role="list"
        aria-label={label}
        data-testid={testId}
        onKeyDown={moveFocus}
        onBlur={() => setFocusIndex(null)}
        sx={{ position: 'relative', height: items.length * rowHeight, m: 0, p: 0 }}
      >
        {items.slice(first, last).map((item, offset) => (
          <Box
            key={itemKey(item)}
            role="listitem"
            data-index={first + offset}
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              top: (first + offset) * rowHeight,
              height: rowHeight,
            }}
          >
            {renderItem(item)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
