import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTruck } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

it('turns a truck entering and leaving a map point into stored events', async () => {
  const marker = await fleet.call('POST', '/marker/create', {
    token: fleet.adminToken,
    body: { name: 'Kho Tân Cảng', lat: 10.8, lon: 106.75, type: 'depot', radius_m: 300 },
  });
  expect(marker.status).toBe(201);
  const truck = await createTruck(fleet);
  const start = Math.floor(Date.UTC(2025, 10, 20, 1, 0) / 1000);
  const lons = [106.72, 106.74, 106.75, 106.751, 106.76, 106.78];
  for (const [i, lon] of lons.entries()) {
    const body = `id=${truck.device_id}&timestamp=${start + i * 60}&lat=10.8&lon=${lon}&speed=20`;
    const answer = await fleet.call('POST', '/osmand', {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
  }
  // Replaying the same fixes changes nothing.
  const replay = `id=${truck.device_id}&timestamp=${start + 120}&lat=10.8&lon=106.75&speed=0`;
  await fleet.call('POST', '/osmand', {
    body: replay,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await fleet.services.geofences.settled();
  const events = await fleet.db.query<{ kind: string; at: Date; marker_id: number }>(
    'select kind, at, marker_id from marker_events where truck_id = $1 order by at',
    [truck.id],
  );
  expect(events.map((e) => [e.kind, (e.at.getTime() / 1000 - start) / 60])).toEqual([
    ['enter', 2],
    ['exit', 4],
  ]);
  expect(events.every((e) => e.marker_id === marker.body.data.id)).toBe(true);
});
