import type { TestConsole } from '../test-console.js';

/** Latitude step per fix while driving: 0.0045° along a meridian, about 500 m. */
export const LAT_STEP = 0.0045;
export const START_LAT = 10.8;
export const LON = 106.7;
/** Metres of one step along a meridian on the mean Earth radius the server uses. */
export const STEP_KM = (LAT_STEP * Math.PI * 6_371_008.8) / 180 / 1000;

interface Fix {
  offset: number;
  speed: number;
  ignition: boolean;
  step: number;
}

const range = (from: number, to: number, by: number) =>
  Array.from({ length: Math.floor((to - from) / by) + 1 }, (_, i) => from + i * by);

/**
 * A hand-built day from 08:00 (company zone), 60 km/h = 500 m per 30 s:
 * - drive 08:00:00–08:10:00 (20 steps);
 * - stop 1 at step 20 from 08:10:30, ignition on until 08:15:30, moving again 08:21:00
 *   (630 s, 300 s idle);
 * - drive to 08:26:00 (11 steps), a 90 s stop at step 31 (hidden under 2 min);
 * - drive 08:28:00–08:33:00 (11 steps), stop 2 at step 42 from 08:33:30 to 09:04:00
 *   (1830 s, ignition off), then two fixes driving (2 steps).
 * In all: 44 steps, 3 stops, 1230 s between moving fixes; with the six 30 s arrivals and
 * set-offs and the halt under 2 min, the motion model's driving is 1470 s.
 */
export function tripDay(): Fix[] {
  const fixes: Fix[] = [];
  const drive = (from: number, to: number, firstStep: number) =>
    range(from, to, 30).forEach((offset, i) =>
      fixes.push({ offset, speed: 60, ignition: true, step: firstStep + i }),
    );
  const stand = (offsets: number[], step: number, ignitionUntil = -1) =>
    offsets.forEach((offset) =>
      fixes.push({ offset, speed: 0, ignition: offset < ignitionUntil, step }),
    );
  drive(0, 600, 0);
  stand(range(630, 1230, 60), 20, 930);
  drive(1260, 1560, 21);
  stand([1590, 1620, 1650], 31);
  drive(1680, 1980, 32);
  stand(range(2010, 3810, 60), 42);
  drive(3840, 3870, 43);
  return fixes;
}

export const stepLat = (step: number) => START_LAT + step * LAT_STEP;

const wire = (offset: number) => {
  const at = new Date(Date.UTC(2025, 10, 20, 1, 0, 0) + offset * 1000); // 08:00 UTC+7
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
};

/** Sends the day through the batch ingest with the truck's device key; answers the key. */
export async function sendTripDay(fleet: TestConsole, deviceId: string): Promise<string> {
  const key = await fleet.call('POST', '/api/devices/key', {
    token: fleet.adminToken,
    body: { device_id: deviceId },
  });
  const positions = tripDay().map((fix) => ({
    device_id: deviceId,
    time: wire(fix.offset),
    lat: stepLat(fix.step),
    lon: LON,
    speed_kmh: fix.speed,
    course: 0,
    ignition: fix.ignition,
  }));
  const answer = await fleet.call('POST', '/api/ingest/positions', {
    body: { positions },
    headers: { 'x-device-key': key.body.data.key },
  });
  if (answer.status !== 200 || answer.body.data.accepted !== positions.length)
    throw new Error(`ingest failed: ${JSON.stringify(answer.body)}`);
  return key.body.data.key as string;
}
