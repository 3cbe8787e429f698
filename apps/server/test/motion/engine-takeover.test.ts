import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionPartitions } from '../../src/areas/intake/positions/position-partitions.js';
import { positionWriter } from '../../src/areas/intake/positions/position-writer.js';
import { createTruck } from '../factories.js';
import { waitUntil } from '../support/wait-until.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { streamBuilder } from './stream-builder.js';

describe('motion engine takeover', () => {
  let fleet: TestConsole;
  beforeAll(async () => {
    // Another instance's fixes are taken over after 2 s without news (20 s by default).
    fleet = await startTestConsole({ MOTION_ORPHANED_AFTER_S: '2' });
  }, 60_000);
  afterAll(async () => {
    await fleet?.close();
  });

  it('fixes another instance committed and never processed are processed within a minute', async () => {
    const truck = await createTruck(fleet);
    // The start-up reconcile is over: only the takeover can find what follows.
    await fleet.services.motion.settled();
    // The writer of an instance that died right after its commit: no engine was told.
    const dead = positionWriter(fleet.db, positionPartitions(fleet.db), {
      maxDelayMs: 1,
      maxItems: 1_000,
      movingKmh: async () => (await fleet.services.settings.domain()).moving_speed_kmh,
    });
    const fixes = streamBuilder(new Date(Date.now() - 15 * 60_000))
      .drive(6)
      .stop(4).fixes;
    await dead.write(
      fixes.map((fix) => ({
        truckId: truck.id,
        driverUsername: null,
        fix: {
          time: new Date(fix.time),
          lat: fix.lat,
          lon: fix.lon,
          speedKmh: fix.speedKmh,
          course: null,
          altitude: null,
          accuracy: null,
          ignition: fix.ignition,
          odometerKm: null,
          battery: null,
          attributes: {},
        },
      })),
    );
    const last = fixes.at(-1)!.time;
    const waited = await waitUntil(
      'the engine processed the fixes nobody was told of',
      async () => {
        const [cursor] = await fleet.db.query<{ until_ms: number }>(
          `select extract(epoch from processed_until)::float8 * 1000 as until_ms
             from motion_cursors where truck_id = $1`,
          [truck.id],
        );
        return (cursor?.until_ms ?? 0) >= last;
      },
      { timeoutMs: 60_000, everyMs: 250 },
    );
    console.info(`${fleet.engine}: orphaned fixes processed ${waited} ms after their commit`);
    const trips = await fleet.db.query('select 1 from motion_trips where truck_id = $1', [
      truck.id,
    ]);
    expect(trips).toHaveLength(1);
  }, 90_000);
});
