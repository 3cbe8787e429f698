import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS, type TAbnormalActivity } from '@fleet/contracts';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { feedBatch, truckWithDriver } from './motion-feed.js';
import { streamBuilder } from './stream-builder.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

async function lostSignalRows(driver: string): Promise<TAbnormalActivity[]> {
  const answer = await fleet.call('POST', '/driver_report/abnormal_activity', {
    token: fleet.adminToken,
    body: {
      start_time: '2025-11-20 00:00:00',
      end_time: '2025-11-20 23:59:59',
      driver_name: driver,
    },
  });
  expect(answer.status).toBe(200);
  return (answer.body.data as TAbnormalActivity[]).filter((row) => row.type === 'lost_signal');
}

const withSettings = async (
  change: Partial<typeof DOMAIN_SETTINGS_DEFAULTS>,
  run: () => unknown,
) => {
  const put = await fleet.call('PUT', '/api/settings', {
    token: fleet.adminToken,
    body: { ...DOMAIN_SETTINGS_DEFAULTS, ...change },
  });
  expect(put.status).toBe(200);
  try {
    await run();
  } finally {
    await fleet.call('PUT', '/api/settings', {
      token: fleet.adminToken,
      body: DOMAIN_SETTINGS_DEFAULTS,
    });
  }
};

/**
 * One morning from 08:00 (company time), fixes every 30 s unless said: an hour's drive; half
 * an hour of a device sending every 65 s (27 gaps just over the one-minute lost-signal
 * setting); lost for 20.5 min, one fix at 09:50:30, lost again for 18.5 min; a stop with the
 * device silent for half an hour; a 10.5 min silence while driving.
 */
function morning() {
  return streamBuilder('2025-11-20T01:00:00Z')
    .drive(60)
    .drive(30, 60, 65)
    .wait(20)
    .drive(0.5)
    .wait(18)
    .drive(30)
    .stop(10)
    .wait(30)
    .stop(5)
    .drive(20)
    .wait(10)
    .drive(10)
    .stop(5).fixes;
}

describe('lost signal in the unsafe-driving list', () => {
  it('lists only silences past the offline threshold while moving, merged', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    await feedBatch(fleet, truck, morning());
    // The engine keeps every gap over a minute; the list is what a dispatcher acts on.
    const stored = await fleet.db.query('select 1 from motion_signal_gaps where truck_id = $1', [
      truck.id,
    ]);
    expect(stored.length).toBe(27 + 3);

    const rows = await lostSignalRows(driver.username);
    expect(rows).toEqual([
      expect.objectContaining({
        plate: truck.plate_display,
        username: driver.username,
        start_time: '2025-11-20 09:30:00',
        end_time: '2025-11-20 10:09:00',
        // 20.5 + 18.5 minutes without a fix, against the 15-minute offline threshold.
        value: 39 * 60,
        limit: 15 * 60,
      }),
    ]);
    expect(rows[0]!.lat).toBeCloseTo(10.8, 6);
  });

  it('reads the threshold from the settings ("offline after")', async () => {
    const { truck, driver } = await truckWithDriver(fleet);
    await feedBatch(fleet, truck, morning());

    await withSettings({ offline_minutes: 10 }, async () => {
      const rows = await lostSignalRows(driver.username);
      expect(rows.map((r) => [r.start_time, r.end_time, r.value, r.limit])).toEqual([
        ['2025-11-20 09:30:00', '2025-11-20 10:09:00', 39 * 60, 600],
        ['2025-11-20 11:43:30', '2025-11-20 11:54:00', 10.5 * 60, 600],
      ]);
    });
    // Past 20 minutes only the first silence is long enough, and it stands alone.
    await withSettings({ offline_minutes: 20 }, async () => {
      const rows = await lostSignalRows(driver.username);
      expect(rows.map((r) => [r.start_time, r.end_time, r.value, r.limit])).toEqual([
        ['2025-11-20 09:30:00', '2025-11-20 09:50:30', 20.5 * 60, 1200],
      ]);
    });
  });
});
