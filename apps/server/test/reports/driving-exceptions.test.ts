import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { drivingDay, PERIOD, report } from './report-fixture.js';

/**
 * A session over the 4-h limit can carry why it was lawful (Law 36/2024 art. 64: force
 * majeure, an obstacle on the road); B.3 and the driver report's violations show it.
 */
let fleet: TestConsole;
let day: Awaited<ReturnType<typeof drivingDay>>;
beforeAll(async () => {
  fleet = await startTestConsole();
  day = await drivingDay(fleet);
});
afterAll(() => fleet.close());

const SESSION = { session_start: '2025-11-20 08:00:00' };

const setException = (body: object, token = fleet.adminToken) =>
  fleet.call('POST', '/api/driving-exceptions/set', {
    token,
    body: { plate: day.truck.plate, ...SESSION, ...body },
  });

async function violations() {
  const answer = await fleet.call('POST', '/driver_report/abnormal_activity', {
    token: fleet.adminToken,
    body: { ...PERIOD, driver_name: day.driver.fullname },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (
    answer.body.data as {
      type: string;
      exception_reason: string | null;
      exception_note: string | null;
      session_start: string;
    }[]
  ).filter((row) => row.type === 'continuous_driving');
}

describe('an exception to the continuous-driving limit', () => {
  it('is shown in B.3 and in the driver report once set, and gone once cleared', async () => {
    const before = await report(fleet, 'b3', { driver_name: day.driver.fullname });
    expect(before.body.data.rows[0]).toMatchObject({ over_limit: true, exception_reason: null });
    // The session the exception is kept on, for the form that sets it.
    expect((await violations())[0]).toMatchObject({
      exception_reason: null,
      exception_note: null,
      session_start: SESSION.session_start,
    });

    const set = await setException({ reason: 'road_obstacle', note: 'Sạt lở đèo Bảo Lộc' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ reason: 'road_obstacle', note: 'Sạt lở đèo Bảo Lộc' });
    const b3 = await report(fleet, 'b3', { driver_name: day.driver.fullname });
    expect(b3.body.data.rows[0].exception_reason).toBe('road_obstacle');
    expect(b3.body.data.rows[1].exception_reason).toBeNull();
    // The violation carries the saved note too: the form opens with what was saved.
    expect((await violations())[0]).toMatchObject({
      exception_reason: 'road_obstacle',
      exception_note: 'Sạt lở đèo Bảo Lộc',
    });

    await setException({ reason: 'force_majeure' });
    expect((await violations())[0]).toMatchObject({
      exception_reason: 'force_majeure',
      exception_note: null,
    });
    await setException({ reason: null });
    expect((await violations())[0]).toMatchObject({
      exception_reason: null,
      exception_note: null,
    });
  });

  it('is set only by whoever holds the driving report and sees the truck, on a real session', async () => {
    const clerk = await createUser(fleet);
    expect((await setException({ reason: 'force_majeure' }, clerk.token)).status).toBe(403);
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { username: clerk.username, type: 'page', keys: ['management/driving-report'] },
    });
    // The page without the truck: no such session for them.
    expect((await setException({ reason: 'force_majeure' }, clerk.token)).status).toBe(404);
    const nowhere = await setException({
      reason: 'force_majeure',
      session_start: '2025-11-20 08:01:00',
    });
    expect(nowhere.status).toBe(404);
    const bad = await setException({ reason: 'tired' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('reason');
  });
});
