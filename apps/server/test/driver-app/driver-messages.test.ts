import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTruck } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { feedBatch } from '../motion/motion-feed.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

let keys = 0;
const key = () => `msg-${Date.now().toString(36)}-${(keys += 1)}`;

const messageCount = async () =>
  Number((await fleet.db.query<{ n: string }>('select count(*) as n from driver_messages'))[0]!.n);

/** A role holding `pages` and `trucks`, and a user in it. */
async function officeUser(pages: string[], trucks: TTruck[]) {
  const role = `van_phong_${Math.random().toString(36).slice(2, 8)}`;
  const created = await fleet.call('POST', '/fleet/roles/create_role', {
    token: fleet.adminToken,
    body: { name: role, label_vi: 'Văn phòng', label_en: 'Office' },
  });
  expect(created.status).toBeLessThan(300);
  for (const [type, granted] of [
    ['page', pages],
    ['truck', trucks.map((t) => String(t.id))],
  ] as const) {
    if (granted.length === 0) continue;
    const answer = await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { role, type, keys: granted },
    });
    expect(answer.status).toBe(200);
  }
  return createUser(fleet, { role });
}

/** A driver and a truck they are the driver of. */
async function driverWithTruck() {
  const driver = await createUser(fleet);
  const truck = await createTruck(fleet, { driver_username: driver.username });
  return { driver, truck };
}

const office = {
  thread: (token: string, truck: TTruck) =>
    fleet.call('POST', '/api/driver-messages/thread', {
      token,
      body: { truck_plate: truck.plate },
    }),
  send: (token: string, truck: TTruck, text: string, request_key = key()) =>
    fleet.call('POST', '/api/driver-messages/send', {
      token,
      body: { truck_plate: truck.plate, text, request_key },
    }),
  read: (token: string, truck: TTruck, up_to_id: number) =>
    fleet.call('POST', '/api/driver-messages/read', {
      token,
      body: { truck_plate: truck.plate, up_to_id },
    }),
};
const driverSide = {
  thread: (token: string) => fleet.call('GET', '/api/driver/messages', { token }),
  send: (token: string, thread_id: number, text: string, request_key = key()) =>
    fleet.call('POST', '/api/driver/messages/send', {
      token,
      body: { thread_id, text, request_key },
    }),
  read: (token: string, thread_id: number, up_to_id: number) =>
    fleet.call('POST', '/api/driver/messages/read', { token, body: { thread_id, up_to_id } }),
};

describe('messages between the office and drivers', () => {
  it('both directions in one thread per driver, with read state, each message stored once', async () => {
    const { driver, truck } = await driverWithTruck();
    const clerk = await officeUser(['driver-messages'], [truck]);

    const empty = await office.thread(clerk.token, truck);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      driver: driver.username,
      driver_name: driver.fullname,
      messages: [],
      unread: 0,
    });

    const sent = await office.send(clerk.token, truck, '  Về bãi Đình Vũ trước 17:00  ');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      from: 'office',
      author: clerk.username,
      author_name: clerk.fullname,
      text: 'Về bãi Đình Vũ trước 17:00',
      read_at: null,
    });
    expect(sent.body.data.sent_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const mine = await driverSide.thread(driver.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.id).toBe(empty.body.data.id);
    expect(mine.body.data.unread).toBe(1);
    expect(mine.body.data.messages.map((m: { text: string }) => m.text)).toEqual([
      'Về bãi Đình Vũ trước 17:00',
    ]);
    const threadId = mine.body.data.id as number;

    // The driver answers; the same request sent again (the phone's queue) lands once.
    const requestKey = key();
    const answer = await driverSide.send(driver.token, threadId, 'Đã rõ, 16:30 tới', requestKey);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ from: 'driver', author: driver.username });
    const before = await messageCount();
    const again = await driverSide.send(driver.token, threadId, 'Đã rõ, 16:30 tới', requestKey);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(answer.body.data);
    expect(await messageCount()).toBe(before);

    expect((await driverSide.read(driver.token, threadId, sent.body.data.id)).status).toBe(200);
    const seen = await office.thread(clerk.token, truck);
    expect(seen.body.data.unread).toBe(1);
    expect(seen.body.data.messages).toHaveLength(2);
    expect(seen.body.data.messages[0].read_at).not.toBeNull();
    expect(seen.body.data.messages[1]).toMatchObject({ text: 'Đã rõ, 16:30 tới', read_at: null });

    expect((await office.read(clerk.token, truck, answer.body.data.id)).status).toBe(200);
    expect((await office.thread(clerk.token, truck)).body.data.unread).toBe(0);
    expect((await driverSide.thread(driver.token)).body.data.unread).toBe(0);
  });

  it('the thread of the driver at the wheel: a card logged in on the device comes first', async () => {
    const { driver, truck } = await driverWithTruck();
    const atWheel = await createUser(fleet);
    // The device logs the driver in with a fix (driver_unique_id): the rule's login.
    const fix = { time: Date.now() - 60_000, lat: 21, lon: 105.8, speedKmh: 0, ignition: true };
    await feedBatch(fleet, truck, [{ ...fix, login: atWheel.username }]);
    const sent = await office.send(fleet.adminToken, truck, 'Xin chào');
    expect(sent.status).toBe(200);
    expect((await driverSide.thread(atWheel.token)).body.data.messages).toHaveLength(1);
    expect((await driverSide.thread(driver.token)).body.data.messages).toHaveLength(0);
  });

  it('too long, another driver, no token, no grant, no driver: a clear 4xx, nothing stored', async () => {
    const { driver, truck } = await driverWithTruck();
    const other = await driverWithTruck();
    const clerk = await officeUser(['driver-messages'], [truck]);
    const ownThread = (await driverSide.thread(driver.token)).body.data.id as number;
    const othersThread = (await driverSide.thread(other.driver.token)).body.data.id as number;
    const before = await messageCount();

    const long = 'x'.repeat(10_000);
    const tooLong = [
      await office.send(clerk.token, truck, long),
      await driverSide.send(driver.token, ownThread, long),
      await office.send(clerk.token, truck, 'y'.repeat(1_001)),
    ];
    for (const answer of tooLong) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    for (const text of ['', '   '])
      expect((await driverSide.send(driver.token, ownThread, text)).status).toBe(400);
    expect((await driverSide.send(driver.token, ownThread, 'ok', 'bad key')).status).toBe(400);

    // Another driver's thread does not exist for this driver.
    const foreign = await driverSide.send(driver.token, othersThread, 'Của tôi?');
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await driverSide.read(driver.token, othersThread, 1)).status).toBe(404);
    expect((await driverSide.send(driver.token, 999_999_999, 'Ai đó?')).status).toBe(404);
    // Nor is it read by naming it: the driver's route answers about their own thread only.
    for (const query of [`thread_id=${othersThread}`, `username=${other.driver.username}`]) {
      const asked = await fleet.call('GET', `/api/driver/messages?${query}`, {
        token: driver.token,
      });
      expect(asked.status, query).toBe(400);
      expect(asked.body.error.code).toBe('VALIDATION_FAILED');
    }
    // A driver is not the office: the office routes are refused.
    expect((await office.send(driver.token, other.truck, 'Giả văn phòng')).status).toBe(403);

    // No token.
    expect((await fleet.call('GET', '/api/driver/messages')).status).toBe(401);
    expect(
      (
        await fleet.call('POST', '/api/driver-messages/send', {
          body: { truck_plate: truck.plate, text: 'Ẩn danh', request_key: key() },
        })
      ).status,
    ).toBe(401);

    // An office user without the page, and one without the truck.
    const noPage = await officeUser(['location'], [truck]);
    const refused = await office.send(noPage.token, truck, 'Không được phép');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect((await office.thread(noPage.token, truck)).status).toBe(403);
    expect((await office.send(clerk.token, other.truck, 'Xe khác')).status).toBe(404);
    expect((await office.thread(clerk.token, other.truck)).status).toBe(404);

    // A request key already used in another thread is not a second message.
    const used = key();
    expect((await driverSide.send(other.driver.token, othersThread, 'Một', used)).status).toBe(200);
    const reused = await driverSide.send(driver.token, ownThread, 'Hai', used);
    expect(reused.status).toBe(409);
    expect(await messageCount()).toBe(before + 1);

    // A truck without a driver: no thread, nothing to send to.
    const lonely = await createTruck(fleet);
    expect((await office.thread(fleet.adminToken, lonely)).body.data).toBeNull();
    expect((await office.send(fleet.adminToken, lonely, 'Ai lái?')).status).toBe(409);
    expect(await messageCount()).toBe(before + 1);
  });
});
