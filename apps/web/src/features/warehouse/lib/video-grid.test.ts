import { describe, expect, it } from 'vitest';
import { emptyGrid, placeInGrid, removeFromGrid } from './video-grid';

describe('video grid', () => {
  it('fills the six slots in order and wraps to the first', () => {
    let grid = emptyGrid<string>(6);
    for (const video of ['a', 'b', 'c', 'd', 'e', 'f']) grid = placeInGrid(grid, video);
    expect(grid.slots).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    grid = placeInGrid(grid, 'g');
    expect(grid.slots).toEqual(['g', 'b', 'c', 'd', 'e', 'f']);
    expect(grid.next).toBe(1);
  });

  it('empties one slot or, cleared, all of them', () => {
    const grid = placeInGrid(placeInGrid(emptyGrid<string>(6), 'a'), 'b');
    expect(removeFromGrid(grid, 0).slots.slice(0, 2)).toEqual([null, 'b']);
    expect(emptyGrid<string>(6).slots.every((s) => s === null)).toBe(true);
  });
});
