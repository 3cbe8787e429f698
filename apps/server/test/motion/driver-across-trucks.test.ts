import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTruck } from '@fleet/contracts';
import { assignDriver, createTruck, createUser } from '../factories.js';
import { report } from '../reports/report-fixture.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { feedBatch } from './motion-feed.js';
import { streamBuilder } from './stream-builder.js';

/**
 * A driving session belongs to the driver (domain-vietnam.md, Law 36/2024 art. 64): a driver
 * who changes trucks after a pause shorter than the break carries on the same session.
 */
let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet?.close();
});

const post = (url: string, body: unknown) =>
  fleet.call('POST', url, { token: fleet.adminToken, body });
const DAY = { start_time: '2025-11-20 00:00:00', end_time: '2025-11-20 23:59:59' };

/** Two trucks; the driver (if any) is assigned to both, so each truck's fixes are theirs. */
async function twoTrucks(withDriver = true) {
  const driver = withDriver ? await createUser(fleet) : null;
  const trucks: TTruck[] = [await createTruck(fleet), await createTruck(fleet)];
  if (driver) for (const truck of trucks) await assignDriver(fleet, truck.id, driver.username);
  return { driver, a: trucks[0]!, b: trucks[1]! };
}

/**
 * From 08:00 company time: 2 h 30 on truck A, then a pause of `pauseMinutes` (A stands for
 * an hour, parked), and 2 h on truck B from the end of the pause.
 */
function streams(pauseMinutes: number) {
  const onA = streamBuilder('2025-11-20T01:00:00Z').drive(150).stop(60, false);
  // A's last fix at speed is 10:30:00, its first at rest 10:30:30 (where its stop begins).
  const bStart = Date.parse('2025-11-20T03:30:30Z') + pauseMinutes * 60_000;
  const onB = streamBuilder(new Date(bStart)).drive(120).stop(20, false);
  return { onA: onA.fixes, onB: onB.fixes };
}

async function abnormal(username: string) {
  const answer = await post('/driver_report/abnormal_activity', { ...DAY, driver_name: username });
  expect(answer.status).toBe(200);
  return answer.body.data as { type: string; plate: string; start_time: string; value: number }[];
}

describe("continuous driving is the driver's, across trucks", () => {
  it('2 h 30 on one truck, 5 min pause, 2 h on another: one session over 4 h, everywhere', async () => {
    const { driver, a, b } = await twoTrucks();
    const { onA, onB } = streams(5);
    await feedBatch(fleet, a, onA);
    await feedBatch(fleet, b, onB);
    const username = driver!.username;

    // 150.5 min on A (the 30 s to the first fix at rest is driving), 120.5 min on B.
    const continuous = (150.5 + 120.5) * 60;
    const found = await abnormal(username);
    expect(found.map((f) => f.type)).toEqual(['continuous_driving']);
    expect(found[0]).toMatchObject({
      plate: b.plate_display,
      start_time: '2025-11-20 08:00:00',
      value: continuous,
      limit: 4 * 3600,
    });

    const [day] = (await post('/driver_report/get_list_by_date', { ...DAY, driver_name: username }))
      .body.data;
    expect(day).toMatchObject({
      driving_seconds: continuous,
      max_continuous_seconds: continuous,
      sessions_over_limit: 1,
      plates: [a.plate_display, b.plate_display].sort(),
    });

    const b3 = await report(fleet, 'b3', { driver_name: username, over_limit_only: true });
    expect(b3.body.data.rows.map((r: { plate: string }) => r.plate)).toEqual([b.plate_display]);
    const b52 = await report(fleet, 'b5-2', { driver_name: username });
    expect(b52.body.data.rows[0].sessions_over_limit).toBe(1);

    // The violation became a warning record on the truck where the limit was crossed.
    const warnings = await fleet.db.query<{ truck_id: number; type: string }>(
      `select truck_id, type from warnings where truck_id = any($1::int[])`,
      [[a.id, b.id]],
    );
    expect(warnings).toEqual([{ truck_id: b.id, type: 'continuous_driving' }]);
  });

  it('the same when truck B reports before truck A (A late): B is worked out again', async () => {
    const { driver, a, b } = await twoTrucks();
    const { onA, onB } = streams(5);
    await feedBatch(fleet, b, onB);
    expect(await abnormal(driver!.username)).toEqual([]);
    await feedBatch(fleet, a, onA);
    const found = await abnormal(driver!.username);
    expect(found.map((f) => [f.type, f.plate, f.start_time, f.value])).toEqual([
      ['continuous_driving', b.plate_display, '2025-11-20 08:00:00', (150.5 + 120.5) * 60],
    ]);
    const warnings = await fleet.db.query<{ truck_id: number }>(
      `select truck_id from warnings where type = 'continuous_driving' and truck_id = any($1::int[])`,
      [[a.id, b.id]],
    );
    expect(warnings).toEqual([{ truck_id: b.id }]);
  });

  it('a rest of the full break (15 min) between the trucks starts a new session', async () => {
    const { driver, a, b } = await twoTrucks();
    const { onA, onB } = streams(15);
    await feedBatch(fleet, a, onA);
    await feedBatch(fleet, b, onB);
    expect(await abnormal(driver!.username)).toEqual([]);
    const [day] = (
      await post('/driver_report/get_list_by_date', { ...DAY, driver_name: driver!.username })
    ).body.data;
    expect(day).toMatchObject({
      driving_seconds: (150.5 + 120.5) * 60,
      max_continuous_seconds: 150.5 * 60,
      sessions_over_limit: 0,
    });
  });

  it('without a known driver each truck keeps its own session', async () => {
    const { a, b } = await twoTrucks(false);
    const { onA, onB } = streams(5);
    await feedBatch(fleet, a, onA);
    await feedBatch(fleet, b, onB);
    const sessions = await fleet.db.query<{
      truck_id: number;
      driving_s: number;
      continuous_s: number;
    }>(
      `select truck_id, driving_s, continuous_s from motion_sessions
        where truck_id = any($1::int[]) order by start_time`,
      [[a.id, b.id]],
    );
    expect(sessions).toEqual([
      { truck_id: a.id, driving_s: 150.5 * 60, continuous_s: 150.5 * 60 },
      { truck_id: b.id, driving_s: 120.5 * 60, continuous_s: 120.5 * 60 },
    ]);
    const b3 = await report(fleet, 'b3', { plate: b.plate, over_limit_only: true });
    expect(b3.body.data.rows).toEqual([]);
  });

  it("daily driving over 10 h counts the driver's trucks together", async () => {
    const { driver, a, b } = await twoTrucks();
    // 6 h on A (in two sessions), a 30-min rest, then 5 h on B (in two sessions).
    const onA = streamBuilder('2025-11-20T00:00:00Z')
      .drive(180)
      .stop(20)
      .drive(180)
      .stop(30, false);
    const bStart = onA.time;
    const onB = streamBuilder(new Date(bStart)).drive(150).stop(20).drive(150).stop(20, false);
    await feedBatch(fleet, a, onA.fixes);
    await feedBatch(fleet, b, onB.fixes);
    const found = await abnormal(driver!.username);
    expect(found.filter((f) => f.type === 'daily_driving')).toHaveLength(1);
    const warnings = await fleet.db.query<{ truck_id: number }>(
      `select truck_id from warnings where type = 'daily_driving' and truck_id = any($1::int[])`,
      [[a.id, b.id]],
    );
    expect(warnings).toEqual([{ truck_id: b.id }]);
  });
});
