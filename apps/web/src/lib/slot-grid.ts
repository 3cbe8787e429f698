/**
 * A grid of player slots (spec 4 video history: 4 slots; spec 9 warehouse: 6 slots). Slots
 * fill in order and wrap to the first after the last; clear empties them all. `next` is the
 * slot the next item goes into.
 */
export interface TSlotGrid<T> {
  slots: (T | null)[];
  next: number;
}

export const emptyGrid = <T>(size: number): TSlotGrid<T> => ({
  slots: Array.from({ length: size }, () => null),
  next: 0,
});

/** Puts `item` in the next slot; after the last slot the first is reused. */
export function addToGrid<T>(grid: TSlotGrid<T>, item: T): TSlotGrid<T> {
  const slots = [...grid.slots];
  slots[grid.next] = item;
  return { slots, next: (grid.next + 1) % slots.length };
}

/** Empties one slot (its video closed); the fill order goes on where it was. */
export function removeFromGrid<T>(grid: TSlotGrid<T>, index: number): TSlotGrid<T> {
  const slots = [...grid.slots];
  slots[index] = null;
  return { ...grid, slots };
}

/** The clear action: every slot empty, filling starts again at the first. */
export const clearGrid = <T>(grid: TSlotGrid<T>): TSlotGrid<T> => emptyGrid(grid.slots.length);
