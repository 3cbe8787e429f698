import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS } from '@fleet/contracts';
import type { DeviceFix } from '../../src/areas/intake/ingest/device-report.js';
import { positionPartitions } from '../../src/areas/intake/positions/position-partitions.js';
import { storeBatch } from '../../src/areas/intake/positions/position-store.js';
import type { WriteItem } from '../../src/areas/intake/positions/position-writer.js';
import { createTruck } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

const MOVING_KMH = DOMAIN_SETTINGS_DEFAULTS.moving_speed_kmh;

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
  return storeBatch(fleet.db, items, MOVING_KMH);
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

  it('takes the newest fix and the one before it in time from a batch of new fixes in any order', async () => {
    const [truck, quiet] = [await createTruck(fleet), await createTruck(fleet)];
    const result = await store([
      { truckId: truck.id, fix: fix('2025-11-22T06:00:20Z', 35), driverUsername: null },
      { truckId: truck.id, fix: fix('2025-11-22T06:00:40Z', 45), driverUsername: null },
      { truckId: quiet.id, fix: null, driverUsername: null },
      { truckId: truck.id, fix: fix('2025-11-22T06:00:00Z', 0), driverUsername: null },
      { truckId: truck.id, fix: fix('2025-11-22T06:00:30Z', 25), driverUsername: 'admin' },
    ]);
    expect(result.outcomes).toEqual(['stored', 'stored', 'heartbeat', 'stored', 'stored']);
    expect(result.stored).toHaveLength(4);
    const byTruck = new Map(result.states.map((s) => [s.truck_id, s]));
    expect(byTruck.get(truck.id)).toMatchObject({
      speed_kmh: 45,
      motion: 'moving',
      driver_username: 'admin',
    });
    expect(byTruck.get(truck.id)!.fix_time!.toISOString()).toBe('2025-11-22T06:00:40.000Z');
    expect(byTruck.get(quiet.id)).toMatchObject({ fix_time: null, motion: 'stopped' });
    const [state] = await fleet.db.query<{ prev_speed_kmh: number }>(
      'select prev_speed_kmh from truck_states where truck_id = $1',
      [truck.id],
    );
    expect(state!.prev_speed_kmh).toBe(25);
    const times = await fleet.db.query<{ ms: number }>(
      `select extract(epoch from fix_time)::float8 * 1000 as ms from positions
        where truck_id = $1 order by fix_time`,
      [truck.id],
    );
    expect(times.map((t) => new Date(t.ms).toISOString().slice(11, 19))).toEqual([
      '06:00:00',
      '06:00:20',
      '06:00:30',
      '06:00:40',
    ]);
  });

  it('keeps millisecond fix times exact and tells repeats apart from new fixes', async () => {
    const truck = await createTruck(fleet);
    const at = '2025-11-23T07:08:09.123Z';
    const first = await store([{ truckId: truck.id, fix: fix(at, 10), driverUsername: null }]);
    expect(first.outcomes).toEqual(['stored']);
    const again = await store([
      { truckId: truck.id, fix: fix(at, 10), driverUsername: null },
      { truckId: truck.id, fix: fix('2025-11-23T07:08:09.124Z', 10), driverUsername: null },
    ]);
    expect(again.outcomes).toEqual(['duplicate', 'stored']);
    const [row] = await fleet.db.query<{ t: string }>(
      `select to_char(min(fix_time) at time zone 'UTC', 'HH24:MI:SS.MS') as t from positions
        where truck_id = $1`,
      [truck.id],
    );
    expect(row!.t).toBe('07:08:09.123');
  });
});
