/** Spec 4: the playback grid has 4 slots, filled in order, wrapping to the first. */
export const PLAYBACK_SLOTS = 4;

export interface TVideoGrid<T> {
  slots: (T | null)[];
  /** The slot the next video goes into. */
  next: number;
}

export const emptyGrid = <T>(size = PLAYBACK_SLOTS): TVideoGrid<T> => ({
  slots: Array.from({ length: size }, () => null),
  next: 0,
});

/** Puts `item` in the next slot; after the last slot the first is reused. */
export function addToGrid<T>(grid: TVideoGrid<T>, item: T): TVideoGrid<T> {
  const slots = [...grid.slots];
  slots[grid.next] = item;
  return { slots, next: (grid.next + 1) % slots.length };
}

/** Empties one slot (its video closed); the fill order goes on where it was. */
export function removeFromGrid<T>(grid: TVideoGrid<T>, index: number): TVideoGrid<T> {
  const slots = [...grid.slots];
  slots[index] = null;
  return { ...grid, slots };
}

/** The clear action: every slot empty, filling starts again at the first. */
export const clearGrid = <T>(grid: TVideoGrid<T>): TVideoGrid<T> => emptyGrid(grid.slots.length);
