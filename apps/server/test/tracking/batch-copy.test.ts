import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

/** More fixes than COPY_FROM_FIXES, so they are stored by COPY (FROM STDIN, or /dev/blob). */
const FIXES = 1_500;

async function keyOf(deviceId: string): Promise<string> {
  const answer = await fleet.call('POST', '/api/devices/key', {
    token: fleet.adminToken,
    body: { device_id: deviceId },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.key as string;
}

/** Fix `i` of a day, one per 10 s from 06:00 company time (23:00 UTC the day before). */
const wireTime = (i: number) => {
  const at = new Date(Date.UTC(2025, 10, 20, 6, 0, 0) + i * 10_000);
  return at.toISOString().slice(0, 19).replace('T', ' ');
};

describe('batch endpoint, a large batch', () => {
  it('stores every field, answers per item, and reports a second sending as duplicates', async () => {
    const truck = await createTruck(fleet);
    const headers = { 'x-device-key': await keyOf(truck.device_id!) };
    const tricky = {
      note: 'tab\there, line\nbreak, back\\slash, "quoted"',
      street: 'Đường Nguyễn Huệ 🚚',
      nested: { n: [1, 2] },
    };
    const positions: unknown[] = Array.from({ length: FIXES }, (_, i) => ({
      device_id: truck.device_id,
      time: wireTime(i),
      lat: 10.8 + i / 100_000,
      lon: 106.7,
      speed_kmh: i === FIXES - 1 ? 55.5 : 30,
      course: i % 360,
      ignition: i % 2 === 0 ? true : null,
      odometer_km: i === 0 ? null : 1000 + i / 10,
      attributes: i === 7 ? tricky : undefined,
    }));
    positions.push(positions[3]); // the same fix twice in one batch
    positions.push({ ...(positions[4] as object), device_id: 'someone-else' });
    positions.push({ ...(positions[5] as object), lat: 91 });
    positions.push({ ...(positions[6] as object), time: '1999-12-31 23:00:00' });

    const answer = await fleet.call('POST', '/api/ingest/positions', {
      body: { positions },
      headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      accepted: FIXES,
      duplicates: 1,
      rejected: [
        { index: FIXES + 1, code: 'DEVICE_MISMATCH' },
        { index: FIXES + 2, code: 'VALIDATION_FAILED' },
        { index: FIXES + 3, code: 'TIME_OR_PLACE_INVALID' },
      ],
    });

    const rows = await fleet.db.query<{
      count: number;
      first: Date;
      last: Date;
      odometer_nulls: number;
      ignition_nulls: number;
    }>(
      `select count(*)::int as count, min(fix_time) as first, max(fix_time) as last,
          count(*) filter (where odometer_km is null)::int as odometer_nulls,
          count(*) filter (where ignition is null)::int as ignition_nulls
        from positions where truck_id = $1`,
      [truck.id],
    );
    expect(rows[0]).toMatchObject({ count: FIXES, odometer_nulls: 1, ignition_nulls: FIXES / 2 });
    // 06:00 in the company zone (UTC+7) is 23:00 UTC the day before.
    expect(rows[0]!.first.toISOString()).toBe('2025-11-19T23:00:00.000Z');
    const [seventh] = await fleet.db.query<{ attributes: unknown; course: number; lat: number }>(
      `select attributes, course, lat from positions where truck_id = $1 and fix_time = $2`,
      [truck.id, new Date(Date.parse('2025-11-19T23:00:00Z') + 70_000)],
    );
    expect(seventh).toEqual({ attributes: tricky, course: 7, lat: 10.8 + 7 / 100_000 });

    const [state] = await fleet.db.query<{ fix_time: Date; speed_kmh: number }>(
      'select fix_time, speed_kmh from truck_states where truck_id = $1',
      [truck.id],
    );
    expect(state!.fix_time.getTime()).toBe(rows[0]!.last.getTime());
    expect(state!.speed_kmh).toBe(55.5);

    // Sent again, with one new fix among them: the new one stored, the rest duplicates.
    positions[0] = { ...(positions[0] as object), time: wireTime(FIXES + 10) };
    const again = await fleet.call('POST', '/api/ingest/positions', {
      body: { positions },
      headers,
    });
    expect(again.body.data).toMatchObject({ accepted: 1, duplicates: FIXES });
    const [after] = await fleet.db.query<{ count: number }>(
      'select count(*)::int as count from positions where truck_id = $1',
      [truck.id],
    );
    expect(after!.count).toBe(FIXES + 1);
  });
});
