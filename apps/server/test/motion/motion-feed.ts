import type { TTruck } from '@fleet/contracts';
import { assignDriver, createTruck, createUser } from '../factories.js';
import type { TestConsole } from '../test-console.js';
import type { BuiltFix } from './stream-builder.js';

const keys = new Map<string, string>();

async function deviceKey(fleet: TestConsole, deviceId: string): Promise<string> {
  let key = keys.get(deviceId);
  if (!key) {
    const answer = await fleet.call('POST', '/api/devices/key', {
      token: fleet.adminToken,
      body: { device_id: deviceId },
    });
    key = answer.body.data.key as string;
    keys.set(deviceId, key);
  }
  return key;
}

/** A truck with a driver assigned from long ago, so fixes without a login are theirs. */
export async function truckWithDriver(fleet: TestConsole) {
  const driver = await createUser(fleet, {
    card_id: `card-${Math.random().toString(36).slice(2, 8)}`,
  });
  const truck = await createTruck(fleet);
  await assignDriver(fleet, truck.id, driver.username);
  return { truck, driver };
}

/** Waits until the writer committed and the motion engine processed everything. */
export async function settle(fleet: TestConsole): Promise<void> {
  await fleet.services.writer.drain();
  await fleet.services.motion.settled();
}

/**
 * Sends fixes through the batch endpoint in requests of `chunk`, settling after each; a fix's
 * login goes as its `driver_unique_id`.
 */
export async function feedBatch(
  fleet: TestConsole,
  truck: TTruck,
  fixes: readonly BuiltFix[],
  chunk = 2_000,
): Promise<void> {
  const headers = { 'x-device-key': await deviceKey(fleet, truck.device_id!) };
  for (let i = 0; i < fixes.length; i += chunk) {
    const positions = fixes.slice(i, i + chunk).map((fix) => ({
      device_id: truck.device_id,
      time: new Date(fix.time).toISOString(),
      lat: fix.lat,
      lon: fix.lon,
      speed_kmh: fix.speedKmh,
      ignition: fix.ignition ?? undefined,
      driver_unique_id: fix.login ?? undefined,
    }));
    const answer = await fleet.call('POST', '/api/ingest/positions', {
      body: { positions },
      headers,
    });
    if (answer.status !== 200 || answer.body.data.rejected.length > 0)
      throw new Error(`ingest failed: ${JSON.stringify(answer.body)}`);
    await settle(fleet);
  }
}

/** Sends fixes one by one through OsmAnd, with the driver logins they carry. */
export async function feedOsmand(fleet: TestConsole, truck: TTruck, fixes: readonly BuiltFix[]) {
  for (const fix of fixes) {
    let body =
      `id=${truck.device_id}&timestamp=${fix.time / 1000}&lat=${fix.lat}&lon=${fix.lon}` +
      `&speed=${fix.speedKmh / 1.852}&ignition=${fix.ignition}`;
    if (fix.login) body += `&driverUniqueId=${fix.login}`;
    const answer = await fleet.call('POST', '/osmand', {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (answer.status !== 200) throw new Error(`osmand answered ${answer.status}`);
  }
  await settle(fleet);
}

/** Every row the engine derived for a truck, without the truck id, for comparisons. */
export async function motionRows(fleet: TestConsole, truckId: number) {
  const dump: Record<string, unknown[]> = {};
  for (const table of [
    'motion_trips',
    'motion_stops',
    'motion_sessions',
    'motion_overspeeds',
    'motion_signal_gaps',
  ])
    dump[table] = await fleet.db.query(
      `select * from ${table} where truck_id = $1 order by start_time`,
      [truckId],
    );
  dump.motion_daily = await fleet.db.query(
    'select * from motion_daily where truck_id = $1 order by day, driver_username',
    [truckId],
  );
  dump.motion_checkpoints = await fleet.db.query(
    'select day, day_start, state from motion_checkpoints where truck_id = $1 order by day',
    [truckId],
  );
  for (const rows of Object.values(dump))
    for (const row of rows as Record<string, unknown>[]) delete row.truck_id;
  return dump;
}
