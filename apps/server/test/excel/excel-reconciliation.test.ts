import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPlate, type TReconciledTrip, type TTruck } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { expectDateTimeCell, expectNumberCell, expectTableExport } from '../support/xlsx-traits.js';
import { importPlan, ingest, rowsOf, VI_HEADER, workbookOf } from './excel-helpers.js';

/**
 * A hand-built day: three trucks planned from the depot "Kho A" to a customer at
 * 10.90, 106.80 on 2025-11-20, 08:00 → 10:00 (company time). Fixes every 5 minutes.
 *  - on time: leaves at 08:10, arrives 09:45, no stop;
 *  - late: waits until 09:00, leaves 09:05, halts from 09:55 to 10:05 (its last fix at rest) and moves on at 10:10,
 *    arrives 10:55;
 *  - not started: never leaves the depot.
 */
const DEPOT = { lat: 10.8, lon: 106.7 };
const CUSTOMER = { lat: 10.9, lon: 106.8 };
const STEPS = 20;

let fleet: TestConsole;
let onTime: TTruck;
let late: TTruck;
let idle: TTruck;
let fileId: string;

const at = (minutesAfter8: number) => {
  const date = new Date(Date.UTC(2025, 10, 20, 1, 0) + minutesAfter8 * 60_000);
  return date.toISOString().replace('.000Z', '+00:00');
};
const along = (step: number) => ({
  lat: DEPOT.lat + ((CUSTOMER.lat - DEPOT.lat) * step) / STEPS,
  lon: DEPOT.lon + ((CUSTOMER.lon - DEPOT.lon) * step) / STEPS,
});
const waitAtDepot = (from: number, to: number) =>
  Array.from({ length: (to - from) / 5 + 1 }, (_, i) => ({
    time: at(from + i * 5),
    ...DEPOT,
    speed_kmh: 0,
  }));

beforeAll(async () => {
  fleet = await startTestConsole();
  [onTime, late, idle] = [
    await createTruck(fleet),
    await createTruck(fleet),
    await createTruck(fleet),
  ];
  const created = await fleet.call('POST', '/marker/create', {
    token: fleet.adminToken,
    body: { name: 'Kho A', ...DEPOT, type: 'depot', radius_m: 200 },
  });
  expect(created.status).toBe(201);

  await ingest(fleet, onTime, [
    ...waitAtDepot(-30, 5),
    ...Array.from({ length: STEPS }, (_, i) => ({
      time: at(10 + i * 5),
      ...along(i + 1),
      speed_kmh: 40,
    })),
    ...Array.from({ length: 6 }, (_, i) => ({ time: at(110 + i * 5), ...CUSTOMER, speed_kmh: 0 })),
  ]);
  await ingest(fleet, late, [
    ...waitAtDepot(-30, 60),
    ...Array.from({ length: 10 }, (_, i) => ({
      time: at(65 + i * 5),
      ...along(i + 1),
      speed_kmh: 40,
    })),
    ...[115, 120, 125].map((m) => ({ time: at(m), ...along(10), speed_kmh: 0 })),
    ...Array.from({ length: 10 }, (_, i) => ({
      time: at(130 + i * 5),
      ...along(i + 11),
      speed_kmh: 40,
    })),
  ]);
  await ingest(fleet, idle, waitAtDepot(-30, 240));

  const plan = (truck: TTruck, order: string) => [
    truck.plate,
    'Tài xế',
    '2025-11-20 08:00',
    '2025-11-20 10:00',
    'Kho A',
    '10.9, 106.8',
    16,
    order,
  ];
  const answer = await importPlan(
    fleet,
    await workbookOf([VI_HEADER, plan(onTime, 'DH-1'), plan(late, 'DH-2'), plan(idle, 'DH-3')]),
  );
  expect(answer.statusCode).toBe(201);
  fileId = answer.json().data.file.file_id;
});
afterAll(() => fleet.close());

const reconciliation = async (token = fleet.adminToken) => {
  const answer = await fleet.call('POST', '/api/excel/reconciliation', {
    token,
    body: { file_id: fileId },
  });
  expect(answer.status).toBe(200);
  return answer.body.data as TReconciledTrip[];
};

describe('trip reconciliation', () => {
  it('matches each planned trip with the GPS record of its truck', async () => {
    const [a, b, c] = await reconciliation();
    expect(a!.origin).toMatchObject({
      text: 'Kho A',
      marker_id: expect.any(Number),
      radius_m: 200,
    });
    expect(a!.actual).toMatchObject({
      status: 'on_time',
      actual_departure: '2025-11-20 08:10:00',
      actual_arrival: '2025-11-20 09:45:00',
      stops: 0,
      delay_minutes: -15,
    });
    // 19 of the 20 legs of a 15.6 km straight line.
    expect(a!.actual.actual_km).toBeGreaterThan(14.5);
    expect(a!.actual.actual_km).toBeLessThan(15.2);
    expect(b!.actual).toMatchObject({
      status: 'late',
      actual_departure: '2025-11-20 09:05:00',
      actual_arrival: '2025-11-20 10:55:00',
      stops: 1,
      delay_minutes: 55,
    });
    expect(c!.actual).toEqual({
      status: 'not_started',
      actual_departure: null,
      actual_arrival: null,
      actual_km: null,
      stops: 0,
      delay_minutes: null,
    });
  });

  it('answers one trip with its route points and stops', async () => {
    const trips = await reconciliation();
    const detail = await fleet.call('POST', '/api/excel/trip', {
      token: fleet.adminToken,
      body: { file_id: fileId, trip_id: trips[1]!.id },
    });
    expect(detail.status).toBe(200);
    const { trip, points, stops } = detail.body.data;
    expect(trip.order_code).toBe('DH-2');
    expect(points[0].time).toBe('2025-11-20 09:05:00');
    expect(points.at(-1).time).toBe('2025-11-20 10:55:00');
    expect(points).toHaveLength(23); // 09:05 to 10:55, every 5 minutes
    expect(stops).toEqual([
      expect.objectContaining({
        start_time: '2025-11-20 09:55:00',
        end_time: '2025-11-20 10:05:00',
        duration_s: 600,
      }),
    ]);
  });

  const exported = async (token: string) => {
    const answer = await fleet.app.inject({
      method: 'POST',
      url: '/api/excel/reconciliation/export',
      headers: { token },
      payload: { file_id: fileId },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    return answer;
  };

  it('exports the reconciliation to Excel', async () => {
    const answer = await exported(fleet.adminToken);
    const rows = await rowsOf(answer.rawPayload);
    expect(rows).toHaveLength(4);
    // Statuses as people read them, in the reader's language (Vietnamese by default).
    expect(rows.slice(1).map((r) => r.at(-1))).toEqual(['Đúng giờ', 'Trễ', 'Chưa chạy']);

    const sheet = await expectTableExport(answer.rawPayload, 'Đối chiếu - Reconciliation');
    // Planned 08:00 company time: a date cell showing that wall clock, whatever the zone.
    expect(expectDateTimeCell(sheet, 'Giờ đi dự kiến / Planned departure', 2)).toEqual(
      new Date(Date.UTC(2025, 10, 20, 8, 0)),
    );
    expect(sheet.getRow(2).getCell(2).value).toBe(displayPlate(onTime.plate));
    expect(sheet.getRow(2).getCell(2).text).toMatch(/-/);
    expect(expectDateTimeCell(sheet, 'Giờ đến thực tế / Actual arrival', 2)).toEqual(
      new Date(Date.UTC(2025, 10, 20, 9, 45)),
    );
    expect(expectNumberCell(sheet.getRow(3).getCell(14))).toBe(55);

    // A reader of English gets the statuses in English.
    const reader = await createUser(fleet, { role: 'admin' });
    const changed = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: reader.username, language: 'en' },
    });
    expect(changed.status).toBe(200);
    const english = await rowsOf(
      (await exported(await fleet.tokenFor(reader.username))).rawPayload,
    );
    expect(english.slice(1).map((r) => r.at(-1))).toEqual(['On time', 'Late', 'Not started']);
  });

  it('leaves out trips of trucks the user is not granted', async () => {
    const user = await createUser(fleet, { role: 'driver' });
    for (const [type, keys] of [
      ['page', ['management/excel-report']],
      ['truck', [String(late.id)]],
    ] as const) {
      await fleet.call('POST', '/fleet/roles/add_resources', {
        token: fleet.adminToken,
        body: { username: user.username, type, keys },
      });
    }
    const trips = await reconciliation(user.token);
    expect(trips.map((t) => t.truck_id)).toEqual([late.id]);
    const all = await reconciliation();
    const hidden = await fleet.call('POST', '/api/excel/trip', {
      token: user.token,
      body: { file_id: fileId, trip_id: all[0]!.id },
    });
    expect(hidden.status).toBe(404);
  });
});
