import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceFix } from '../../src/modules/ingest/device-report.js';
import { positionPartitions } from '../../src/modules/positions/position-partitions.js';
import { storeBatch } from '../../src/modules/positions/position-store.js';
import type { WriteItem } from '../../src/modules/positions/position-writer.js';
import { createTruck } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const fix = (iso: string, speedKmh: number, extra: Partial<DeviceFix> = {}): DeviceFix => ({
  time: new Date(iso),
  lat: 10.8,
  lon: 106.7,
  speedKmh,
  course: 90,
  altitude: null,
  accuracy: null,
  ignition: true,
  odometerKm: null,
  battery: null,
  attributes: {},
  ...extra,
});

async function store(items: WriteItem[]) {
  await positionPartitions(fleet.db).ensure(items.flatMap((i) => (i.fix ? [i.fix.time] : [])));
  return storeBatch(fleet.db, items);
}

describe('storeBatch (one statement per batch)', () => {
  it('stores new fixes, skips stored ones, and keeps each truck at its newest fix', async () => {
    const [a, b] = [await createTruck(fleet), await createTruck(fleet)];
    const first = await store([
      { truckId: a.id, fix: fix('2025-11-20T01:00:00Z', 20), driverUsername: null },
      {
        truckId: a.id,
        fix: fix('2025-11-20T01:00:10Z', 30, { battery: 80 }),
        driverUsername: null,
      },
    ]);
    expect(first.outcomes).toEqual(['stored', 'stored']);
    expect(first.states).toMatchObject([{ truck_id: a.id, speed_kmh: 30, motion: 'moving' }]);

    // Old, new, a repeat inside the batch, an older fix, a heartbeat of b with a driver login.
    const second = await store([
      { truckId: a.id, fix: fix('2025-11-20T01:00:10Z', 30), driverUsername: null },
      { truckId: a.id, fix: fix('2025-11-20T01:00:30Z', 0), driverUsername: null },
      { truckId: a.id, fix: fix('2025-11-20T01:00:20Z', 2), driverUsername: null },
      { truckId: a.id, fix: fix('2025-11-20T01:00:30Z', 5), driverUsername: null },
      { truckId: a.id, fix: fix('2025-11-20T00:59:00Z', 50), driverUsername: null },
      { truckId: b.id, fix: null, driverUsername: 'admin' },
    ]);
    expect(second.outcomes).toEqual([
      'duplicate',
      'stored',
      'stored',
      'duplicate',
      'stored',
      'heartbeat',
    ]);
    expect(second.stored.map((item) => item.fix!.time.toISOString())).toEqual([
      '2025-11-20T01:00:30.000Z',
      '2025-11-20T01:00:20.000Z',
      '2025-11-20T00:59:00.000Z',
    ]);
    const byTruck = new Map(second.states.map((s) => [s.truck_id, s]));
    // Newest is 01:00:30 at 0 km/h after 2 km/h: stopped.
    expect(byTruck.get(a.id)).toMatchObject({ speed_kmh: 0, motion: 'stopped' });
    expect(byTruck.get(a.id)!.fix_time!.toISOString()).toBe('2025-11-20T01:00:30.000Z');
    expect(byTruck.get(b.id)).toMatchObject({ fix_time: null, driver_username: 'admin' });
    expect(byTruck.get(b.id)!.last_seen).toBeInstanceOf(Date);

    const [state] = await fleet.db.query<{ battery: number | null; prev_speed_kmh: number }>(
      'select battery, prev_speed_kmh from truck_states where truck_id = $1',
      [a.id],
    );
    expect(state).toEqual({ battery: null, prev_speed_kmh: 2 });
    const [count] = await fleet.db.query<{ n: number }>(
      'select count(*)::int as n from positions where truck_id = $1',
      [a.id],
    );
    expect(count!.n).toBe(5);
  });

  it('never moves a truck back to an older fix', async () => {
    const truck = await createTruck(fleet);
    await store([
      { truckId: truck.id, fix: fix('2025-11-21T05:00:00Z', 40), driverUsername: null },
    ]);
    const late = await store([
      { truckId: truck.id, fix: fix('2025-11-21T04:00:00Z', 0), driverUsername: null },
    ]);
    expect(late.outcomes).toEqual(['stored']);
    expect(late.states[0]!.fix_time!.toISOString()).toBe('2025-11-21T05:00:00.000Z');
    expect(late.states[0]!.speed_kmh).toBe(40);
  });
});
