import { describe, expect, it } from 'vitest';
import { labelOrder, placeLabels } from './plate-labels';
import { markAt } from './truck-overlay';

describe('placeLabels', () => {
  const width = (plate: string) => plate.length * 6 + 10;

  it('places labels that do not overlap and drops the ones that would', () => {
    const placed = placeLabels(
      [
        { id: 1, plate: '51C-111.11', x: 100, y: 100 },
        // 10 px to the right and 5 px lower: its box overlaps the first one's.
        { id: 2, plate: '51C-222.22', x: 110, y: 105 },
        // Far enough below: no overlap.
        { id: 3, plate: '51C-333.33', x: 100, y: 130 },
      ],
      width,
    );
    expect(placed.map((label) => label.id)).toEqual([1, 3]);
    expect(placed[0]?.width).toBe(70);
  });

  it('gives the first candidate (the selected truck) its place', () => {
    const placed = placeLabels(
      [
        { id: 2, plate: '51C-222.22', x: 110, y: 105 },
        { id: 1, plate: '51C-111.11', x: 100, y: 100 },
      ],
      width,
    );
    expect(placed.map((label) => label.id)).toEqual([2]);
  });
});

describe('label thinning', () => {
  const width = (plate: string) => plate.length * 6 + 10;

  it('orders the selected truck first, then moving, idling, stopped and offline trucks', () => {
    const trucks = [
      { id: 1, status: 'offline' as const },
      { id: 2, status: 'stopped' as const },
      { id: 3, status: 'moving' as const },
      { id: 4, status: 'idle' as const },
      { id: 5, status: 'moving' as const },
    ];
    expect(labelOrder(trucks, null).map((truck) => truck.id)).toEqual([3, 5, 4, 2, 1]);
    expect(labelOrder(trucks, 1).map((truck) => truck.id)).toEqual([1, 3, 5, 4, 2]);
  });

  it('gives a moving truck the place over a stopped one beside it', () => {
    const stopped = { id: 1, status: 'stopped' as const, plate: '51C-111.11', x: 100, y: 100 };
    const moving = { id: 2, status: 'moving' as const, plate: '51C-222.22', x: 110, y: 104 };
    const placed = placeLabels(labelOrder([stopped, moving], null), width);
    expect(placed.map((label) => label.id)).toEqual([2]);
  });

  it('keeps labels off a cluster circle', () => {
    const cluster = { left: 80, right: 120, top: 100, bottom: 140 };
    const placed = placeLabels(
      [
        { id: 1, plate: '51C-111.11', x: 100, y: 100 },
        { id: 2, plate: '51C-222.22', x: 300, y: 100 },
      ],
      width,
      [cluster],
    );
    expect(placed.map((label) => label.id)).toEqual([2]);
  });

  it('thins thousands of crowded trucks to labels that never overlap', () => {
    const candidates = Array.from({ length: 5000 }, (_, i) => ({
      id: i,
      plate: `51C-${String(i).padStart(5, '0')}`,
      x: (i * 37) % 800,
      y: (i * 53) % 600,
    }));
    const placed = placeLabels(candidates, width);
    expect(placed.length).toBeGreaterThan(50);
    expect(placed.length).toBeLessThan(candidates.length);
    for (const a of placed)
      for (const b of placed)
        if (a !== b)
          expect(
            Math.abs(a.x - b.x) * 2 >= a.width + b.width + 4 || Math.abs(a.y - b.y) >= 19,
          ).toBe(true);
  });
});

describe('markAt', () => {
  const truck = (id: number, x: number, y: number) => ({
    x,
    y,
    radius: 14,
    hit: { kind: 'truck' as const, id },
  });

  it('answers the mark drawn last under the pointer, within its radius', () => {
    const marks = [truck(1, 50, 50), truck(2, 60, 50)];
    expect(markAt(marks, 55, 50)).toEqual({ kind: 'truck', id: 2 });
    expect(markAt(marks, 40, 50)).toEqual({ kind: 'truck', id: 1 });
    expect(markAt(marks, 50, 65)).toBeNull();
    expect(markAt([], 0, 0)).toBeNull();
  });

  it('finds clusters with their own radius', () => {
    const cluster = {
      x: 200,
      y: 200,
      radius: 26,
      hit: { kind: 'cluster' as const, clusterId: 7, build: 1, lon: 106, lat: 10 },
    };
    expect(markAt([cluster], 220, 210)).toEqual(cluster.hit);
    expect(markAt([cluster], 230, 220)).toBeNull();
  });
});
