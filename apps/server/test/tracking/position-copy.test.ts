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

const START_MS = Date.UTC(2025, 10, 20, 1, 0, 0);

/** 1,200 messages: fixes with every field set or null, drivers, no-lock fixes, heartbeats. */
function messages(truckId: number): WriteItem[] {
  return Array.from({ length: 1_200 }, (_, i): WriteItem => {
    if (i % 100 === 50) return { truckId, fix: null, driverUsername: null };
    const fix: DeviceFix = {
      time: new Date(START_MS + i * 5_000),
      lat: 21.0285 + i / 1e6,
      lon: 105.8542 - i / 1e6,
      speedKmh: (i % 90) + 0.5,
      course: i % 7 === 0 ? null : i % 360,
      altitude: i % 3 === 0 ? null : 12.25,
      accuracy: i % 5 === 0 ? null : 4,
      ignition: i % 4 === 0 ? null : i % 4 === 1,
      odometerKm: i % 6 === 0 ? null : 1_000 + i / 10,
      battery: i % 2 === 0 ? null : 87,
      attributes: i % 9 === 0 ? { sat: i % 12, note: 'a\tb\nc\\d "é" 🚚' } : {},
    };
    // The newest fix had no position lock: stored, but the state keeps the one before it.
    if (i === 1_199) {
      fix.valid = false;
      fix.attributes = { valid: false };
    }
    return { truckId, fix, driverUsername: i % 250 === 10 ? `tài xế\t${i}` : null };
  });
}

const COLUMNS = `fix_time, lat, lon, speed_kmh, course, altitude, accuracy, ignition, odometer_km,
  driver_username, attributes`;

describe('COPY of a large write', () => {
  it('stores the same rows as the insert statement, and the state from the newest valid fix', async () => {
    const copied = await createTruck(fleet);
    const inserted = await createTruck(fleet);
    await positionPartitions(fleet.db).ensure([new Date(START_MS)]);

    const byCopy = await storeBatch(fleet.db, messages(copied.id), MOVING_KMH);
    // One fix stored before makes the COPY fail, and the insert statement takes the batch.
    const [first] = messages(inserted.id);
    await storeBatch(fleet.db, [first!], MOVING_KMH);
    const byInsert = await storeBatch(fleet.db, messages(inserted.id), MOVING_KMH);

    expect(byCopy.outcomes.filter((o) => o === 'stored')).toHaveLength(1_188);
    expect(byCopy.outcomes.filter((o) => o === 'heartbeat')).toHaveLength(12);
    expect(byInsert.outcomes.filter((o) => o === 'duplicate')).toHaveLength(1);
    const rowsOf = (truckId: number) =>
      fleet.db.query(`select ${COLUMNS} from positions where truck_id = $1 order by fix_time`, [
        truckId,
      ]);
    const copiedRows = await rowsOf(copied.id);
    expect(copiedRows).toHaveLength(1_188);
    expect(copiedRows).toEqual(await rowsOf(inserted.id));
    expect(copiedRows[0]).toMatchObject({ altitude: null, attributes: { sat: 0 } });
    expect(copiedRows.find((r) => r.driver_username)?.driver_username).toBe('tài xế\t10');

    const [state] = await fleet.db.query<{
      fix_time: Date;
      speed_kmh: number;
      driver_username: string;
    }>('select fix_time, speed_kmh, driver_username from truck_states where truck_id = $1', [
      copied.id,
    ]);
    expect(state).toEqual({
      fix_time: new Date(START_MS + 1_198 * 5_000),
      speed_kmh: (1_198 % 90) + 0.5,
      driver_username: 'tài xế\t1010',
    });
  });
});
