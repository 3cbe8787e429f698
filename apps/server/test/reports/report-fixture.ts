import { assignDriver, createTruck, createUser } from '../factories.js';
import { feedBatch } from '../motion/motion-feed.js';
import { streamBuilder } from '../motion/stream-builder.js';
import type { TestConsole } from '../test-console.js';

/** The period every report of the fixture is asked for (company time). */
export const PERIOD = { start_time: '2025-11-20 00:00:00', end_time: '2025-11-20 23:59:59' };

/**
 * One truck (limit 80 km/h) and its assigned driver on 2025-11-20 from 08:00 company time:
 * 130 min at 60 km/h, a 10-min stop, 130 min more (one session of 260.5 min driving, over
 * 4 h), a 20-min stop, 5 min at 95 km/h (one overspeed event, excess 15 → band 10–20),
 * 5 min at 60, a 20-min stop. The start lies in map point "Kho A".
 */
export async function drivingDay(fleet: TestConsole) {
  const driver = await createUser(fleet, {
    licence_number: `GPLX-${Math.random().toString(36).slice(2, 8)}`,
  });
  const truck = await createTruck(fleet, { speed_limit_kmh: 80 });
  await assignDriver(fleet, truck.id, driver.username);
  const marker = await fleet.call('POST', '/marker/create', {
    token: fleet.adminToken,
    body: { name: `Kho A ${truck.plate}`, lat: 10.8, lon: 106.7, radius_m: 200 },
  });
  if (marker.status !== 201) throw new Error(JSON.stringify(marker.body));
  const stream = streamBuilder('2025-11-20T01:00:00Z')
    .drive(130)
    .stop(10)
    .drive(130)
    .stop(20)
    .drive(5, 95)
    .drive(5, 60)
    .stop(20);
  await feedBatch(fleet, truck, stream.fixes);
  return { truck, driver, place: marker.body.data.name as string, fixes: stream.fixes };
}

export const report = (fleet: TestConsole, code: string, body: object, token = fleet.adminToken) =>
  fleet.call('POST', `/api/reports/${code}`, { token, body: { ...PERIOD, ...body } });
