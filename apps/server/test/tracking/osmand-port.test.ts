import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOsmandServer, type OsmandServer } from '../../src/modules/ingest/osmand-server.js';
import { createTruck } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
let port: OsmandServer;
let base: string;
beforeAll(async () => {
  fleet = await startTestConsole();
  const started = await startOsmandServer(fleet.services.ingest, {
    port: 0,
    host: '127.0.0.1',
    log: fleet.app.log,
  });
  port = started!;
  base = `http://127.0.0.1:${port.port}`;
});
afterAll(async () => {
  await port.close();
  await fleet.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const stored = (truckId: number) =>
  fleet.db.query<{ fix_time: Date; speed_kmh: number; lat: number }>(
    'select fix_time, speed_kmh, lat from positions where truck_id = $1 order by fix_time',
    [truckId],
  );

describe('the OsmAnd port', () => {
  it('takes the form POST, the query string and the JSON body, acknowledged after commit', async () => {
    const truck = await createTruck(fleet);
    const form = await fetch(`${base}/`, {
      method: 'POST',
      headers: FORM,
      body: `id=${truck.device_id}&timestamp=1763700000&lat=21.0285&lon=105.8542&speed=10.0`,
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toBe('');
    // The old app: everything in the query string, on any path the user typed.
    const old = await fetch(
      `${base}/?id=${truck.device_id}&timestamp=1763700060&lat=21.03&lon=105.85&speed=0`,
    );
    expect(old.status).toBe(200);
    const json = await fetch(`${base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: truck.device_id,
        location: {
          timestamp: '2025-11-21T04:42:00.000Z',
          coords: { latitude: 21.04, longitude: 105.86, speed: 5 },
        },
      }),
    });
    expect(json.status).toBe(200);
    // Answered only after commit: the fixes are already stored when the answers arrive.
    const fixes = await stored(truck.id);
    expect(fixes.map((f) => f.fix_time.toISOString())).toEqual([
      '2025-11-21T04:40:00.000Z',
      '2025-11-21T04:41:00.000Z',
      '2025-11-21T04:42:00.000Z',
    ]);
    expect(fixes[0]!.speed_kmh).toBeCloseTo(18.52, 1);
    expect(fixes[2]!.speed_kmh).toBeCloseTo(18, 1);
  });

  it('refuses a message without a device id and a body past the limit', async () => {
    const missing = await fetch(`${base}/?lat=1&lon=2`, { method: 'POST' });
    expect(missing.status).toBe(400);
    const huge = await fetch(`${base}/`, {
      method: 'POST',
      headers: FORM,
      body: `id=x&note=${'a'.repeat(300 * 1024)}`,
    }).catch(() => null);
    // The server answers 413 and drops the connection; either way nothing is stored.
    if (huge) expect(huge.status).toBe(413);
    expect(await fleet.db.query("select 1 from unknown_devices where device_id = 'x'")).toEqual([]);
  });
});
