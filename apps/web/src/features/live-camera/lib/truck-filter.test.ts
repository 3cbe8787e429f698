import { describe, expect, it } from 'vitest';
import { DEFAULT_ONLINE_FILTER, filterTrucks, tilesOf } from './truck-filter';

const trucks = [
  { id: 1, plate: '51C12345', status: 'moving' as const },
  { id: 2, plate: '51C67890', status: 'offline' as const },
  { id: 3, plate: '29H11111', status: 'idle' as const },
];

describe('live camera truck filter', () => {
  it('shows online and offline trucks by default', () => {
    expect(DEFAULT_ONLINE_FILTER).toEqual({ online: true, offline: true });
    expect(filterTrucks(trucks, DEFAULT_ONLINE_FILTER)).toHaveLength(3);
  });

  it('keeps only the kinds switched on, and matches plates loosely', () => {
    expect(filterTrucks(trucks, { online: true, offline: false }).map((t) => t.id)).toEqual([1, 3]);
    expect(filterTrucks(trucks, { online: false, offline: true }).map((t) => t.id)).toEqual([2]);
    expect(filterTrucks(trucks, { online: false, offline: false })).toEqual([]);
    expect(filterTrucks(trucks, DEFAULT_ONLINE_FILTER, '51c-123').map((t) => t.id)).toEqual([1]);
  });

  it('makes one tile per channel of the shown trucks, in the order shown', () => {
    const channels = [
      { truck_id: 1, channel: 1 },
      { truck_id: 2, channel: 1 },
      { truck_id: 1, channel: 2 },
    ];
    expect(tilesOf([2, 1], channels)).toEqual([
      { truck_id: 2, channel: 1 },
      { truck_id: 1, channel: 1 },
      { truck_id: 1, channel: 2 },
    ]);
  });
});
