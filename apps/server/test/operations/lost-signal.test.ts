import { ZWarningListResponse } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const MINUTE = 60_000;

describe('lost-signal warnings', () => {
  let fleet: TestConsole;
  beforeAll(async () => {
    fleet = await startTestConsole();
  });
  afterAll(() => fleet.close());

  /** Two fixes a minute apart through OsmAnd, at `knots`. */
  async function report(deviceId: string, knots: number) {
    const start = Math.floor(Date.now() / 1000) - 120;
    for (const offset of [0, 60]) {
      const body = `id=${deviceId}&timestamp=${start + offset}&lat=10.8${offset}&lon=106.7&speed=${knots}`;
      expect((await fleet.call('POST', '/osmand', { body, headers: FORM })).status).toBe(200);
    }
  }

  const lostSignals = async () =>
    ZWarningListResponse.parse(
      (
        await fleet.call('POST', '/canh_bao/list_canh_bao', {
          token: fleet.adminToken,
          body: { type: 'lost_signal' },
        })
      ).body,
    ).data;

  it('warns once for a moving truck silent past the offline time, never for a parked one', async () => {
    const moving = await createTruck(fleet, { plate: '51C-135.79' });
    const parked = await createTruck(fleet);
    await report(moving.device_id!, 30);
    await report(parked.device_id!, 0);
    const now = Date.now();

    expect(await fleet.services.lostSignal(new Date(now + 10 * MINUTE))).toBe(0);
    expect(await lostSignals()).toEqual([]);

    expect(await fleet.services.lostSignal(new Date(now + 16 * MINUTE))).toBe(1);
    await fleet.services.lostSignal(new Date(now + 17 * MINUTE));
    const warnings = await lostSignals();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ plate: moving.plate, type: 'lost_signal', status: 'new' });
    expect(warnings[0]!.params).toMatchObject({ plate: '51C-135.79' });
  });
});
