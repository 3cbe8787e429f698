import { describe, expect, it } from 'vitest';
import { addToGrid, clearGrid, emptyGrid, removeFromGrid } from './slot-grid';

describe('slot grid', () => {
  it('fills four slots in order, wraps to the first, closes one and clears', () => {
    let grid = emptyGrid<string>(4);
    for (const video of ['a', 'b', 'c', 'd']) grid = addToGrid(grid, video);
    expect(grid.slots).toEqual(['a', 'b', 'c', 'd']);
    grid = addToGrid(grid, 'e');
    expect(grid.slots).toEqual(['e', 'b', 'c', 'd']);
    grid = removeFromGrid(grid, 2);
    expect(grid.slots).toEqual(['e', 'b', null, 'd']);
    grid = clearGrid(grid);
    expect(grid).toEqual({ slots: [null, null, null, null], next: 0 });
  });

  it('fills six slots in order and wraps to the first', () => {
    let grid = emptyGrid<string>(6);
    for (const video of ['a', 'b', 'c', 'd', 'e', 'f']) grid = addToGrid(grid, video);
    expect(grid.slots).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    grid = addToGrid(grid, 'g');
    expect(grid.slots).toEqual(['g', 'b', 'c', 'd', 'e', 'f']);
    expect(grid.next).toBe(1);
  });

  it('keeps the fill order when a slot is closed', () => {
    const grid = removeFromGrid(addToGrid(addToGrid(emptyGrid<string>(6), 'a'), 'b'), 0);
    expect(grid.slots.slice(0, 2)).toEqual([null, 'b']);
    expect(addToGrid(grid, 'c').slots.slice(0, 3)).toEqual([null, 'b', 'c']);
    expect(clearGrid(grid).slots.every((slot) => slot === null)).toBe(true);
  });
});
