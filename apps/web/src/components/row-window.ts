/** Rows of a long list (a day of fixes) drawn at a time: those in view plus a few either side. */
export interface TRowWindow {
  first: number;
  /** One past the last row drawn. */
  end: number;
}

/**
 * The rows of a fixed-height list that a scroll box of `viewHeight` pixels shows at
 * `scrollTop`, widened by `overscan` rows so fast scrolling shows no blank.
 */
export function rowWindow(
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  count: number,
  overscan = 8,
): TRowWindow {
  const top = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(Math.max(0, viewHeight) / rowHeight) + 1;
  return {
    first: Math.max(0, Math.min(count, top - overscan)),
    end: Math.max(0, Math.min(count, top + shown + overscan)),
  };
}

/**
 * Where to scroll so that row `index` is in view: null when it already is, else the offset
 * that puts it in the middle, as a list that follows a moving cursor should.
 */
export function scrollToShow(
  index: number,
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
): number | null {
  if (index < 0) return null;
  const top = index * rowHeight;
  if (top >= scrollTop && top + rowHeight <= scrollTop + viewHeight) return null;
  return Math.max(0, Math.round(top - (viewHeight - rowHeight) / 2));
}
