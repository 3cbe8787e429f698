/**
 * The player grid of warehouse videos (spec 4): slots fill in order and wrap to the first
 * after the last; clear empties them all. `next` is where the next video goes.
 */
export interface TVideoGrid<T> {
  slots: (T | null)[];
  next: number;
}

export const emptyGrid = <T>(size: number): TVideoGrid<T> => ({
  slots: Array.from({ length: size }, () => null),
  next: 0,
});

export function placeInGrid<T>(grid: TVideoGrid<T>, item: T): TVideoGrid<T> {
  const slots = [...grid.slots];
  slots[grid.next] = item;
  return { slots, next: (grid.next + 1) % slots.length };
}

export function removeFromGrid<T>(grid: TVideoGrid<T>, index: number): TVideoGrid<T> {
  const slots = [...grid.slots];
  slots[index] = null;
  return { ...grid, slots };
}
