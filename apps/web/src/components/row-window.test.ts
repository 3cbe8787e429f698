import { describe, expect, it } from 'vitest';
import { rowWindow, scrollToShow } from './row-window';

describe('a long list’s window', () => {
  it('draws the rows in view and a few either side', () => {
    expect(rowWindow(0, 330, 33, 8640, 8)).toEqual({ first: 0, end: 19 });
    expect(rowWindow(33 * 1000, 330, 33, 8640, 8)).toEqual({ first: 992, end: 1019 });
    expect(rowWindow(33 * 8635, 330, 33, 8640, 8)).toEqual({ first: 8627, end: 8640 });
    expect(rowWindow(0, 330, 33, 0)).toEqual({ first: 0, end: 0 });
  });

  it('scrolls only when the active row is out of view, then centres it', () => {
    expect(scrollToShow(5, 0, 330, 33)).toBe(null);
    expect(scrollToShow(9, 0, 330, 33)).toBe(null); // the last row in full view
    expect(scrollToShow(10, 0, 330, 33)).toBe(182); // 330 − (330 − 33) / 2
    expect(scrollToShow(2, 330, 330, 33)).toBe(0);
    expect(scrollToShow(-1, 0, 330, 33)).toBe(null);
  });
});
