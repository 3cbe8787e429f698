import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCurrentDriverRow, TCurrentTruck, TTruckLive } from '@fleet/contracts';
import { feedBatch, settle, truckWithDriver } from '../motion/motion-feed.js';
import { streamBuilder } from '../motion/stream-builder.js';
import { liveSocket, nextMessage } from '../support/live-socket.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * Near the continuous-driving limit (issue 34): the live status and the overview carry the
 * driver's continuous driving and where it stands, decided once by the server from the
 * motion model with the warning and limit settings (3 h 55 min, 4 h by default).
 */
let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

/** A driver who has driven `minutes` without a break, the last fix a minute ago. */
async function drivenFor(minutes: number) {
  const { truck, driver } = await truckWithDriver(fleet);
  const start = new Date(Date.now() - (minutes + 1) * 60_000);
  await feedBatch(fleet, truck, streamBuilder(start).drive(minutes).fixes);
  await settle(fleet);
  return { truck, driver };
}

/** A list as the admin reads it, and its item that `is` picks. */
async function itemOf<T>(path: string, is: (item: T) => boolean): Promise<T> {
  const answer = await fleet.call('POST', path, { token: fleet.adminToken, body: {} });
  expect(answer.status).toBe(200);
  return (answer.body.data as T[]).find(is)!;
}
const listed = (truckId: number) =>
  itemOf<TCurrentTruck>('/truck/get_current_truck_list', (t) => t.id === truckId);
const overviewRow = (username: string) =>
  itemOf<TCurrentDriverRow>('/driver_report/get_current_list', (r) => r.username === username);

describe('continuous driving in the live status and on the overview', () => {
  it('a driver at 3 h 55 min is near the limit, at 4 h 5 min over it', async () => {
    const near = await drivenFor(235);
    const over = await drivenFor(245);

    const nearTruck = await listed(near.truck.id);
    expect(nearTruck).toMatchObject({ continuous_driving: 'near', status: 'moving' });
    expect(nearTruck.continuous_driving_s).toBe(235 * 60);
    const overTruck = await listed(over.truck.id);
    expect(overTruck).toMatchObject({ continuous_driving: 'over' });
    expect(overTruck.continuous_driving_s).toBe(245 * 60);

    expect(await overviewRow(near.driver.username)).toMatchObject({
      driver_name: near.driver.fullname,
      driving_now: true,
      continuous_seconds: 235 * 60,
      continuous_state: 'near',
      continuous_left_s: 5 * 60,
      state: 'near',
    });
    expect(await overviewRow(over.driver.username)).toMatchObject({
      continuous_state: 'over',
      continuous_left_s: -5 * 60,
      state: 'over',
    });
  });

  it('a driver well inside the limit is ok', async () => {
    const { truck, driver } = await drivenFor(60);
    expect(await listed(truck.id)).toMatchObject({
      continuous_driving: 'ok',
      continuous_driving_s: 3600,
    });
    expect(await overviewRow(driver.username)).toMatchObject({ state: 'ok' });
  });

  it('live updates carry it: the snapshot, then a delta once the motion engine has it', async () => {
    const { truck } = await truckWithDriver(fleet);
    const { socket, messages } = await liveSocket(fleet, fleet.adminToken);
    try {
      await nextMessage(messages, (m) => m.type === 'snapshot');
      const start = new Date(Date.now() - 246 * 60_000);
      await feedBatch(fleet, truck, streamBuilder(start).drive(245).fixes);
      await settle(fleet);
      const over = (t: TTruckLive) => t.id === truck.id && t.continuous_driving === 'over';
      const delta = await nextMessage<'delta'>(
        messages,
        (m) => m.type === 'delta' && m.trucks.some(over),
      );
      expect(delta.trucks.find(over)?.continuous_driving_s).toBe(245 * 60);
    } finally {
      socket.terminate();
    }
  });
});
